/**
 * SPEC §8's failure texts, the one table of them: what a screen says when a call failed and
 * the server gave no reason of its own (src/lib/forms/failure-message.ts decides which one
 * shows). The 'intente nuevamente' variants are the ones SPEC gives for outages and the
 * owner's screens; the plain ones are the admins'. One file per domain, read together as
 * `import * as failureMessages from '@/api/failure-messages'` (`failureMessages.teams.detail`).
 * Files, not one module: a module shared by several chunks keeps every text any of them reads,
 * and the sign-in page, whose first load is budgeted (decision 0004), needs the auth ones alone.
 */
export { generic, initialData } from './generic';
export { auth } from './auth';
export { transport } from './transport';
export { users } from './users';
export { teams } from './teams';
export { members } from './members';
export { boats } from './boats';
export { institutions } from './institutions';
export { competitions } from './competitions';
export { payments } from './payments';
export { results } from './results';
export { helpDesk } from './help-desk';
export { notifications } from './notifications';
