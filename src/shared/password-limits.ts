/** Password length limits: the account rules (schemas/auth) and forms that only show them. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
