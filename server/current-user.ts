/**
 * The signed-in user as the session plugin finds it, handed to services that check who may do what. Its own file:
 * it was in load-context.ts, which imports every service's type, so each module that named a user closed a type
 * cycle through the services.
 */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  /** The owner proved `email` (a link we sent there was opened): only then do guest orders with it count as theirs. */
  emailVerified: boolean;
  /** An admin signed in with the password alone, not enrolled in the second factor yet: may only enrol. */
  needsTotpEnrolment: boolean;
}
