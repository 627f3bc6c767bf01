// English texts of the fix view: a service page opened by the fix link the desk sent, asking only
// the answers it flagged, and the line the corrected WhatsApp message carries.
export const enFix = {
  'fix.pageTitle': 'Correct your request',
  'fix.pageDescription': 'The correction the support desk asked for on your request.',
  'fix.opening': 'Opening your correction…',
  'fix.notALink': 'This address is not a correction link. Please open the link in the text we sent.',
  'fix.loading': 'Opening the correction the desk asked for…',
  'fix.notice': 'The desk asks you to correct these answers',
  'fix.round': 'Request {serviceNumber}, correction round {round}. Correct the answers below, then send them on WhatsApp under the same service number.',
  'fix.documents': 'Documents to send again on WhatsApp',
  'fix.kept': 'Your other answers, not asked again',
  'fix.reasonLead': 'Reason:',
  'fix.before': 'You sent: {answer}',
  'fix.send': 'Send the correction on WhatsApp',
  'fix.sent': 'WhatsApp opened with your correction. Press Send there; the desk checks it and updates the request.',
  'fix.sentNotNoted': 'WhatsApp opened with your correction. Press Send there. (The request could not be marked as corrected here; the desk will see your message.)',
  'fix.blocked': 'Your browser did not open WhatsApp. Use this link to send the correction:',
  'fix.failed': 'The correction could not be opened. Please try again.',
  'fix.otherPage': 'This correction link is for another service. Please open it again from the text we sent.',
  'message.correction': 'Correction (round {round})',
} as const;
