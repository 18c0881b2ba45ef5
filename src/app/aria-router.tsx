import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';

/**
 * Lets react-aria links (and anything with href) navigate client-side through wouter.
 * Mounted at the top level, where wouter paths are absolute.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}
