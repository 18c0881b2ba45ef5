import type { ComponentType } from 'react';
import type { DashboardRouteKey } from '@/lib/routes';
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
  requestInstitution: lazyPage(() => import('@/features/club-request/request-institution-page')),
  help: lazyPage(() => import('@/features/help/help-page')),
  activateAccount: lazyPage(() => import('@/features/account/activate-account-page')),
  myBoat: lazyPage(() => import('@/features/boat/my-boat-page')),
  myMembers: lazyPage(() => import('@/features/members/my-members-page')),
  createTeam: lazyPage(() => import('@/features/team/create-team-page')),
  myTeam: lazyPage(() => import('@/features/team/my-team-page')),
  leaveTeam: lazyPage(() => import('@/features/team/leave-team-page')),
  deleteTeam: lazyPage(() => import('@/features/team/delete-team-page')),
  results: lazyPage(() => import('@/features/results/results-page')),
  competitionResults: lazyPage(() => import('@/features/results-admin/results-admin-page')),
  institutions: lazyPage(() => import('@/features/institutions/institutions-page')),
  institutionNew: lazyPage(() => import('@/features/institutions/institution-new-page')),
  institutionEdit: lazyPage(() => import('@/features/institutions/institution-edit-page')),
  users: lazyPage(() => import('@/features/users-admin/users-page')),
  userNew: lazyPage(() => import('@/features/users-admin/user-new-page')),
  userView: lazyPage(() => import('@/features/users-admin/user-log-page')),
  newCredentials: lazyPage(() => import('@/features/users-admin/new-credentials-page')),
  resetOwnPassword: lazyPage(() => import('@/features/users-admin/reset-own-password-page')),
  helpDesk: lazyPage(() => import('@/features/help-desk-admin/help-desk-page')),
  helpDeskView: lazyPage(() => import('@/features/help-desk-admin/ticket-view-page')),
  payments: lazyPage(() => import('@/features/payments-admin/payments-page')),
  paymentView: lazyPage(() => import('@/features/payments-admin/payment-detail-page')),
  pendingTransfers: lazyPage(() => import('@/features/payments-admin/pending-transfers-page')),
  pendingTransferView: lazyPage(() => import('@/features/payments-admin/pending-transfer-page')),
  boats: lazyPage(() => import('@/features/boats-admin/boats-page')),
  boatCreate: lazyPage(() => import('@/features/boats-admin/boat-create-page')),
  boatEdit: lazyPage(() => import('@/features/boats-admin/boat-edit-page')),
  teams: lazyPage(() => import('@/features/team-admin/teams-page')),
  teamNew: lazyPage(() => import('@/features/team-admin/team-new-page')),
  teamView: lazyPage(() => import('@/features/team-admin/team-detail-page')),
  teamEdit: lazyPage(() => import('@/features/team-admin/team-edit-page')),
  teamMembers: lazyPage(() => import('@/features/participants-admin/participants-page')),
  teamMemberAdd: lazyPage(() => import('@/features/participants-admin/member-add-page')),
  teamMemberEdit: lazyPage(() => import('@/features/participants-admin/member-edit-page')),
  competitions: pageByRole({
    admins: lazyPage(() => import('@/features/competition-admin/admin-competitions-page')),
    team: lazyPage(() => import('@/features/competition/team-competitions-page')),
  }),
  competitionView: lazyPage(() => import('@/features/competition-admin/competition-view-page')),
  competitionNew: lazyPage(() => import('@/features/competition-admin/competition-new-page')),
  competitionEdit: lazyPage(() => import('@/features/competition-admin/competition-edit-page')),
  priceNew: lazyPage(() => import('@/features/competition-admin/price-new-page')),
  priceEdit: lazyPage(() => import('@/features/competition-admin/price-edit-page')),
  transfer: lazyPage(() => import('@/features/transfer/transfer-page')),
  notifications: lazyPage(() => import('@/features/notifications-admin/notifications-page')),
  notificationsTeams: lazyPage(() => import('@/features/notifications-admin/team-notifications-page')),
  paymentSuccess: lazyPage(() => import('@/features/payment-result/payment-result-page')),
};
