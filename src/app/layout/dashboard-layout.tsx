import { memo, useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '@/ui/button';
import { useStickyHeaderHeight } from '@/ui/sticky-header';
import { useLocation } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { sessionUser } from '@/lib/session/session';
import { sidebarItems, type SidebarItem } from './sidebar';
import { useSidebarCounts } from './sidebar-counts';
import { isKnownOwner, useTeamOwnership } from '@/lib/team/team-ownership';
import { appHref } from '@/lib/routing/navigation';
import { roleLabels } from '@contracts/enums';
import { isOwnerRole } from '@/lib/access/policy';
import { signOut } from '@/features/auth/auth-actions';
import { NotificationBell as Bell } from '@/features/notifications/bell/notification-bell';
import { AppFooter } from './app-footer';
import { visuallyHidden } from '@/ui/visually-hidden.css';
import { KeyIcon } from './key-icon';
import * as s from './dashboard-layout.css';

const MAIN_ID = 'contenido';

/** The bell reads its own notifications: the layout's other reads answering need not render it again. */
const NotificationBell = memo(Bell);

/** Dashboard frame: top bar with the bell and the mobile menu, sidebar per role, footer. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  useSignals();
  const user = sessionUser.value;
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Only the owner role's menu depends on it ('Eliminar Equipo').
  const ownership = useTeamOwnership(isOwnerRole(user?.roleId) ? user : null);
  const counts = useSidebarCounts(user);
  const header = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  useStickyHeaderHeight(header);
  if (!user) return null;
  const items = sidebarItems(user, { ownsTeam: isKnownOwner(ownership) });
  const current = `/dashboard${location === '/' ? '' : location}`;

  const logout = () => {
    signOut();
    navigate(appHref('/'), { replace: true });
  };

  return (
    <div className={s.shell}>
      {/* WCAG 2.4.1: the first Tab stop jumps over the top bar and the sidebar. Focus is moved
          by hand: the hash would be read as a sub-view (#edit, #create) by some screens. */}
      <a
        href={`#${MAIN_ID}`}
        className={s.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Saltar al contenido
      </a>
      <header ref={header} className={s.topBar}>
        <Button
          variant="secondary"
          className={s.menuButton}
          aria-expanded={menuOpen}
          aria-controls="menu-principal"
          onPress={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Cerrar menú' : 'Menú'}
        </Button>
        <span className={s.brand}>Torneo de Pesca</span>
        <span className={s.userName}>
          {user.username}
          <span className={s.userRole}>{roleLabels[user.roleId]}</span>
        </span>
        <NotificationBell />
        {/* Beside the sidebar only: on a phone it sat next to 'Cerrar menú' (issue 31); there it ends the menu. */}
        <Button variant="ghost" size="sm" className={s.logout} onPress={logout}>
          Cerrar sesión
        </Button>
      </header>
      <nav
        id="menu-principal"
        aria-label="Menú principal"
        // Busy until the owner role's menu knows whether the team is its own ('Eliminar Equipo').
        aria-busy={ownership.status === 'loading' || undefined}
        className={`${s.sidebar} ${menuOpen ? s.sidebarOpen : ''}`}
      >
        <ul className={s.navList}>
          {items.map((entry) => {
            const count = counts[entry.key as keyof typeof counts];
            return (
              <SidebarLink
                key={entry.key}
                itemKey={entry.key}
                href={entry.href}
                label={entry.label}
                icon={entry.icon}
                isCurrent={current === entry.href}
                count={count?.count}
                countWords={count?.words}
                onNavigate={closeMenu}
              />
            );
          })}
        </ul>
        {menuOpen ? (
          <div className={s.menuSignOut}>
            <Button variant="secondary" className={s.menuSignOutButton} onPress={logout}>
              Cerrar sesión
            </Button>
          </div>
        ) : null}
      </nav>
      <main ref={main} id={MAIN_ID} tabIndex={-1} className={s.main}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}

type SidebarLinkProps = {
  itemKey: SidebarItem['key'];
  href: string;
  label: string;
  icon: SidebarItem['icon'];
  isCurrent: boolean;
  count: number | undefined;
  countWords: string | undefined;
  onNavigate: () => void;
};

/**
 * One sidebar entry, memoised on plain values: the layout renders again whenever one of its
 * reads answers (the counts, the team), and a dozen react-aria links rendered again each time
 * were part of the teams list's longest task (issue 18).
 */
const SidebarLink = memo(function SidebarLink({ itemKey, href, label, icon, isCurrent, count, countWords, onNavigate }: SidebarLinkProps) {
  const countId = `${itemKey}-cuenta`;
  return (
    <li className={count ? s.navItemWithCount : undefined}>
      <Link
        href={href}
        className={s.navLink}
        aria-current={isCurrent ? 'page' : undefined}
        // The count is the link's description, not part of its name: the name stays
        // 'Transferencias a confirmar' and a screen reader adds '2 a confirmar'.
        aria-describedby={count ? countId : undefined}
        onPress={onNavigate}
      >
        {icon === 'key' ? <KeyIcon /> : null}
        {label}
      </Link>
      {count ? (
        <span id={countId} className={s.navCount}>
          {count}
          <span className={visuallyHidden}> {countWords}</span>
        </span>
      ) : null}
    </li>
  );
});
