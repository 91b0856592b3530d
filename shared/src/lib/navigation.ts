// The shell owns the router; shared code that must navigate (a 401 from any
// call goes to /login) asks through this hook-free door. The shell registers
// its router's navigate at start; without it we fall back to a full load.

type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
