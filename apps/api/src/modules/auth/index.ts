// The front door of the auth module: all that other modules may use of it (decision 105).
export { deleteTokensOf, insertOneTimeToken, withPendingInvitation } from './auth.repository.ts';
export { staffInvitationLink } from './auth.service.ts';
export { deleteSessionsOf } from './sessions.repository.ts';
