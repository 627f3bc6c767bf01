// Counter keys for the per-account, per-client and per-address limits.
export const keys = {
  /** Failed sign-ins of one account from one client address. */
  loginPair: (phone: string, ip: string) => `login:pair:${phone}:${ip}`,
  /** Failed sign-ins from one browser that signed in to the account before (its device token's hash). */
  loginDevice: (device: string) => `login:device:${device}`,
  /** A pair's failures (user or admin) counted over a day, beside its hourly count. */
  day: (pairKey: string) => `${pairKey}:day`,
  /** Texts telling a phone's owner their account's password was shut off by failed sign-ins. */
  stepUpNotice: (phone: string) => `login:step-up-notice:${phone}`,
  /** Consecutive failed sign-ins of one account from anywhere. */
  loginAccount: (phone: string) => `login:account:${phone}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  adminLoginPair: (username: string, ip: string) => `admin-login:pair:${username}:${ip}`,
  adminLoginAccount: (username: string) => `admin-login:account:${username}`,
  adminLoginIp: (ip: string) => `admin-login:ip:${ip}`,
  /** Failed sign-ins from one browser the console knows (its device token's hash). */
  adminLoginDevice: (device: string) => `admin-login:device:${device}`,
  /** Codes sent to one phone for one client address. */
  otpPair: (phone: string, ip: string) => `otp:pair:${phone}:${ip}`,
  /** Codes sent to the phone of an account from one browser that signed in to it before. */
  otpDevice: (device: string) => `otp:device:${device}`,
  /** Codes sent to one phone, from any client. */
  otpPhone: (phone: string) => `otp:phone:${phone}`,
  otpIp: (ip: string) => `otp:ip:${ip}`,
  otpVerifyIp: (ip: string) => `otp-verify:ip:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  feedbackIp: (ip: string) => `feedback:ip:${ip}`,
  grievanceIp: (ip: string) => `grievance:ip:${ip}`,
  /** Look-ups of a grievance's answer from one client address. */
  grievanceLookupIp: (ip: string) => `grievance-lookup:ip:${ip}`,
  signupIp: (ip: string) => `signup:ip:${ip}`,
};
