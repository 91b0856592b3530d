// The jest-dom matchers (toBeInTheDocument...) the web jest project registers in build-tools/jest/setup-dom.ts.
/// <reference types="@testing-library/jest-dom" />
