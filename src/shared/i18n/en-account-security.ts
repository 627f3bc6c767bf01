// English texts of account security: the password and name rules, the "Change password" form,
// codes that cannot be sent. The rule's texts are the API's own
// (schemas/api/new-password.schema.json): a test holds them equal.
export const enAccountSecurity = {
  'password.min': 'Password must be at least 8 characters long.',
  'password.max': 'Password must be at most 128 characters long.',
  'password.common': 'This password is too common. Please choose a less predictable one.',
  'password.phone': 'Password must not contain your phone number.',
  'password.name': 'Password must not contain your name.',
  'password.hint': 'At least 8 characters. Not a common password, your name or your number.',
  'name.control': 'Name must not contain control or text-direction characters.',

  'changePassword.title': 'Change password',
  'changePassword.text': 'Enter your current password, then choose a new one. You stay signed in here; every other device is signed out.',
  'changePassword.current': 'Current password',
  'changePassword.currentRequired': 'Please enter your current password.',
  'changePassword.new': 'New password',
  'changePassword.newRequired': 'Please enter a new password.',
  'changePassword.confirm': 'Confirm new password',
  'changePassword.mismatch': 'Passwords do not match.',
  'changePassword.submit': 'Change password',
  'changePassword.submitting': 'Saving...',
  'changePassword.success': 'Password changed successfully.',
  'changePassword.failed': 'Failed to change password. Please try again.',
  'changePassword.wait': 'Too many attempts. Please wait a few minutes and try again.',
} as const;
