// Counter keys for the per-phone, per-IP and per-username limits.
export const keys = {
  loginPhone: (phone: string) => `login:phone:${phone}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  adminLoginName: (username: string) => `admin-login:name:${username}`,
  adminLoginIp: (ip: string) => `admin-login:ip:${ip}`,
  otpPhone: (phone: string) => `otp:phone:${phone}`,
  otpIp: (ip: string) => `otp:ip:${ip}`,
  feedbackIp: (ip: string) => `feedback:ip:${ip}`,
  signupIp: (ip: string) => `signup:ip:${ip}`,
};
