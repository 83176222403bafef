/** The session module's front door: a visitor's cart session and its cookie. */
export {
  hashToken,
  issueSession,
  readSession,
  registerSessions,
  sessionClock,
  sessionIdFromRequest,
} from './session';
