import { type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ToastRegion } from './toast-region';
import './global.css';

export const APP_LOCALE = 'es-AR';

/**
 * Everything the UI kit needs around an app or a story: the es-AR locale for react-aria
 * (dates, numbers, built-in labels), the global styles and the toast region.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale={APP_LOCALE}>
      {children}
      <ToastRegion />
    </I18nProvider>
  );
}
