// Telugu texts of the fix view, key for key the twin of en-fix.ts.
import type { enFix } from './en-fix';

export const teFix: Record<keyof typeof enFix, string> = {
  'fix.pageTitle': 'మీ అభ్యర్థనను సరిచేయండి',
  'fix.pageDescription': 'మీ అభ్యర్థనలో మా టీమ్ అడిగిన సవరణ.',
  'fix.opening': 'మీ సవరణను తెరుస్తున్నాం…',
  'fix.notALink': 'ఇది సవరణ లింక్ కాదు. మేము పంపిన సందేశంలోని లింక్‌ను తెరవండి.',
  'fix.loading': 'మా టీమ్ అడిగిన సవరణను తెరుస్తున్నాం…',
  'fix.notice': 'ఈ సమాధానాలను సరిచేయమని మా టీమ్ అడుగుతోంది',
  'fix.round': 'అభ్యర్థన {serviceNumber}, {round}వ సవరణ. కింది సమాధానాలను సరిచేసి, అదే సర్వీస్ నంబర్‌తో WhatsAppలో పంపండి.',
  'fix.documents': 'WhatsAppలో మళ్లీ పంపాల్సిన పత్రాలు',
  'fix.kept': 'మళ్లీ అడగని మీ ఇతర సమాధానాలు',
  'fix.reasonLead': 'కారణం:',
  'fix.before': 'మీరు పంపినది: {answer}',
  'fix.send': 'సవరణను WhatsAppలో పంపండి',
  'fix.sent': 'మీ సవరణతో WhatsApp తెరుచుకుంది. అక్కడ పంపే బటన్ (➤) నొక్కండి; మా టీమ్ దాన్ని చూసి అభ్యర్థనను అప్‌డేట్ చేస్తుంది.',
  'fix.sentNotNoted': 'మీ సవరణతో WhatsApp తెరుచుకుంది. అక్కడ పంపే బటన్ (➤) నొక్కండి. (అభ్యర్థనను సరిచేసినట్లు ఇక్కడ నమోదు చేయలేకపోయాం; మా టీమ్ మీ సందేశాన్ని చూస్తుంది.)',
  'fix.blocked': 'మీ బ్రౌజర్ WhatsApp తెరవలేదు. సవరణ పంపడానికి ఈ లింక్ వాడండి:',
  'fix.failed': 'సవరణను తెరవడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  'fix.otherPage': 'ఈ సవరణ లింక్ మరో సేవది. మేము పంపిన సందేశం నుండి దాన్ని మళ్లీ తెరవండి.',
  'message.correction': 'సవరణ ({round}వ సారి)',
};
