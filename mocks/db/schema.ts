import type { AccountStatus, RoleId } from '@contracts/enums';

/**
 * Rows of the mock database. They are the server's view (e.g. users carry a password),
 * so they are not the response entities; handlers map rows to contract shapes.
 */
export type UserRow = {
  id: number;
  username: string;
  password: string;
  role_id: RoleId;
  status: AccountStatus;
  team_id: number | null;
  created_at: string;
  updated_at: string;
};

export type Db = {
  users: UserRow[];
};

export const emptyDb = (): Db => ({
  users: [],
});
