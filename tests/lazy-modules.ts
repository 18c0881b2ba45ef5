/**
 * Every module the app loads with a dynamic import() in src/, but for the production build's
 * own (src/main.tsx's mock and checkout, the venue worker's registration: never loaded by a
 * component test). tests/setup-components.ts loads them before each component file, and
 * tests/unit/app/lazy-modules.test.ts checks this list against the import() calls in src/.
 */
export const lazyModules = {
  '@/features/auth/sign-in-page': () => import('@/features/auth/sign-in-page'),
  '@/features/auth/sign-up-page': () => import('@/features/auth/sign-up-page'),
  '@/features/auth/forgot-credentials-page': () => import('@/features/auth/forgot-credentials-page'),
  '@/features/auth/unauthorized-page': () => import('@/features/auth/unauthorized-page'),
  '@/features/tournament-day/live/live-entry': () => import('@/features/tournament-day/live/live-entry'),
  '@/features/tournament-day/live/live-page': () => import('@/features/tournament-day/live/live-page'),
  '@/features/auth/sign-in-submit': () => import('@/features/auth/sign-in-submit'),
  '@/api': () => import('@/api'),
  '@/app/dashboard-shell': () => import('@/app/dashboard-shell'),
  '@/app/layout/offline-status': () => import('@/app/layout/offline-status'),
  '@/app/page-load-failed': () => import('@/app/page-load-failed'),
  '@/app/stylesheet-recovery': () => import('@/app/stylesheet-recovery'),
  '@/ui/toast-item': () => import('@/ui/toast-item'),
  '@/ui/data-table/csv': () => import('@/ui/data-table/csv'),
  '@/features/notifications/bell/bell-panel': () => import('@/features/notifications/bell/bell-panel'),
  '@/features/tournament-day/shared/zxing-decode': () => import('@/features/tournament-day/shared/zxing-decode'),
};
