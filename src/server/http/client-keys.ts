// Counter keys for the per-account, per-client and per-address limits.
export const keys = {
  /** Failed sign-ins of one account from one client address. */
  loginPair: (phone: string, ip: string) => `login:pair:${phone}:${ip}`,
  /** Consecutive failed sign-ins of one account from anywhere. */
  loginAccount: (phone: string) => `login:account:${phone}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  adminLoginPair: (username: string, ip: string) => `admin-login:pair:${username}:${ip}`,
  adminLoginAccount: (username: string) => `admin-login:account:${username}`,
  adminLoginIp: (ip: string) => `admin-login:ip:${ip}`,
  otpPhone: (phone: string) => `otp:phone:${phone}`,
  otpIp: (ip: string) => `otp:ip:${ip}`,
  resetPhone: (phone: string) => `reset:phone:${phone}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  feedbackIp: (ip: string) => `feedback:ip:${ip}`,
  signupIp: (ip: string) => `signup:ip:${ip}`,
};
