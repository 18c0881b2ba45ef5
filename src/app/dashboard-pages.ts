import type { ComponentType } from 'react';
import type { DashboardRouteKey } from '@/lib/routing/routes';
import { lazyPage } from './lazy-page';
import { pageByRole } from './page-by-role';

export type PageProps = { title: string };
/** A dashboard page: lazily loaded, and loadable ahead of its first render. */
export type PageComponent = ComponentType<PageProps> & { preload: () => Promise<void> };

/**
 * Each dashboard route's page module, loaded lazily. Routes whose screens belong to later
 * issues show the 'En construcción' panel; their access rules already hold.
 */
export const underConstructionPage: PageComponent = lazyPage(() => import('@/features/under-construction/under-construction-page'));

export const dashboardPages: Partial<Record<DashboardRouteKey, PageComponent>> = {
  home: lazyPage(() => import('@/features/home/home-page')),
  requestInstitution: lazyPage(() => import('@/features/institutions/club-request/request-institution-page')),
  help: lazyPage(() => import('@/features/help-desk/user/help-page')),
  activateAccount: lazyPage(() => import('@/features/users/account/activate-account-page')),
  myBoat: lazyPage(() => import('@/features/boats/owner/my-boat-page')),
  myMembers: lazyPage(() => import('@/features/members/owner/my-members-page')),
  createTeam: lazyPage(() => import('@/features/teams/owner/create-team-page')),
  myTeam: lazyPage(() => import('@/features/teams/owner/my-team-page')),
  leaveTeam: lazyPage(() => import('@/features/teams/owner/leave-team-page')),
  deleteTeam: lazyPage(() => import('@/features/teams/owner/delete-team-page')),
  results: lazyPage(() => import('@/features/results/view/results-page')),
  competitionResults: lazyPage(() => import('@/features/results/admin/results-admin-page')),
  institutions: lazyPage(() => import('@/features/institutions/admin/institutions-page')),
  institutionNew: lazyPage(() => import('@/features/institutions/admin/institution-new-page')),
  institutionEdit: lazyPage(() => import('@/features/institutions/admin/institution-edit-page')),
  users: lazyPage(() => import('@/features/users/admin/users-page')),
  userNew: lazyPage(() => import('@/features/users/admin/user-new-page')),
  userView: lazyPage(() => import('@/features/users/admin/user-log-page')),
  newCredentials: lazyPage(() => import('@/features/users/admin/new-credentials-page')),
  resetOwnPassword: lazyPage(() => import('@/features/users/admin/reset-own-password-page')),
  helpDesk: lazyPage(() => import('@/features/help-desk/admin/help-desk-page')),
  helpDeskView: lazyPage(() => import('@/features/help-desk/admin/ticket-view-page')),
  payments: lazyPage(() => import('@/features/payments/admin/payments-page')),
  paymentView: lazyPage(() => import('@/features/payments/admin/payment-detail-page')),
  pendingTransfers: lazyPage(() => import('@/features/payments/admin/pending-transfers-page')),
  pendingTransferView: lazyPage(() => import('@/features/payments/admin/pending-transfer-page')),
  boats: lazyPage(() => import('@/features/boats/admin/boats-page')),
  boatCreate: lazyPage(() => import('@/features/boats/admin/boat-create-page')),
  boatEdit: lazyPage(() => import('@/features/boats/admin/boat-edit-page')),
  teams: lazyPage(() => import('@/features/teams/admin/teams-page')),
  teamNew: lazyPage(() => import('@/features/teams/admin/team-new-page')),
  teamView: lazyPage(() => import('@/features/teams/admin/team-detail-page')),
  teamEdit: lazyPage(() => import('@/features/teams/admin/team-edit-page')),
  teamMembers: lazyPage(() => import('@/features/members/admin/participants-page')),
  teamMemberAdd: lazyPage(() => import('@/features/members/admin/member-add-page')),
  teamMemberEdit: lazyPage(() => import('@/features/members/admin/member-edit-page')),
  competitions: pageByRole({
    admins: lazyPage(() => import('@/features/competitions/admin/admin-competitions-page')),
    team: lazyPage(() => import('@/features/competitions/owner/team-competitions-page')),
  }),
  competitionView: lazyPage(() => import('@/features/competitions/admin/competition-view-page')),
  competitionNew: lazyPage(() => import('@/features/competitions/admin/competition-new-page')),
  competitionEdit: lazyPage(() => import('@/features/competitions/admin/competition-edit-page')),
  priceNew: lazyPage(() => import('@/features/competitions/admin/price-new-page')),
  priceEdit: lazyPage(() => import('@/features/competitions/admin/price-edit-page')),
  transfer: lazyPage(() => import('@/features/payments/owner/transfer-page')),
  notifications: lazyPage(() => import('@/features/notifications/admin/notifications-page')),
  notificationsTeams: lazyPage(() => import('@/features/notifications/admin/team-notifications-page')),
  paymentSuccess: lazyPage(() => import('@/features/payments/owner/payment-result-page')),
};
