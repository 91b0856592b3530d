// Matchers of @testing-library/jest-dom (toBeInTheDocument, toBeDisabled...) for every component test.
import '@testing-library/jest-dom';
