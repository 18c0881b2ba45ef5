import type { ComponentType } from 'react';

export type PageProps = { title: string };
/** A dashboard page: lazily loaded, and loadable ahead of its first render. */
export type PageComponent = ComponentType<PageProps> & { preload: () => Promise<void> };
