/** The pages an account form may send the visitor to, as stand-ins: route path -> the heading shown there. */
export const ACCOUNT_PAGES: Record<string, string> = {
  '/index': 'Home page',
  '/login': 'Login page',
  '/account': 'Account page',
  '/forgotPassword': 'Forgot password page',
};
