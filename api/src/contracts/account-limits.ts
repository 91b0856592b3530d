// The lengths an account form and the API both check, read by the API and, through @ferrolink/shared, by the
// account section: a form never accepts what the server then refuses with a schema message. Pure: no imports.

/** The shortest new password. */
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt cost does not grow with length, but a bound keeps hostile input cheap and the error clear. */
export const PASSWORD_MAX_LENGTH = 128;
export const COMPANY_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;
