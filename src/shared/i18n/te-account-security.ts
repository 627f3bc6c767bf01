// Telugu texts of account security: the twin of en-account-security.ts, key for key.
import type { enAccountSecurity } from './en-account-security';

export const teAccountSecurity: Record<keyof typeof enAccountSecurity, string> = {
  'password.min': 'పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి.',
  'password.max': 'పాస్‌వర్డ్‌లో గరిష్ఠంగా 128 అక్షరాలు మాత్రమే ఉండాలి.',
  'password.common': 'ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది. ఊహించడానికి కష్టమైన పాస్‌వర్డ్‌ను ఎంచుకోండి.',
  'password.phone': 'పాస్‌వర్డ్‌లో మీ ఫోన్ నంబర్ ఉండకూడదు.',
  'password.name': 'పాస్‌వర్డ్‌లో మీ పేరు ఉండకూడదు.',
  'password.hint': 'కనీసం 8 అక్షరాలు. సాధారణ పాస్‌వర్డ్, మీ పేరు లేదా మీ నంబర్ వద్దు.',
  'name.control': 'పేరులో కంట్రోల్ లేదా టెక్స్ట్-దిశ అక్షరాలు ఉండకూడదు.',

  'changePassword.title': 'పాస్‌వర్డ్ మార్చండి',
  'changePassword.text': 'మీ ప్రస్తుత పాస్‌వర్డ్ నమోదు చేసి, కొత్తది ఎంచుకోండి. ఈ పరికరంలో మీరు సైన్ ఇన్‌లోనే ఉంటారు; మిగతా అన్ని పరికరాల నుండి సైన్ అవుట్ అవుతారు.',
  'changePassword.current': 'ప్రస్తుత పాస్‌వర్డ్',
  'changePassword.currentRequired': 'దయచేసి మీ ప్రస్తుత పాస్‌వర్డ్ నమోదు చేయండి.',
  'changePassword.new': 'కొత్త పాస్‌వర్డ్',
  'changePassword.newRequired': 'దయచేసి కొత్త పాస్‌వర్డ్ నమోదు చేయండి.',
  'changePassword.confirm': 'కొత్త పాస్‌వర్డ్‌ను నిర్ధారించండి',
  'changePassword.mismatch': 'పాస్‌వర్డ్‌లు సరిపోలడం లేదు.',
  'changePassword.submit': 'పాస్‌వర్డ్ మార్చండి',
  'changePassword.submitting': 'సేవ్ అవుతోంది...',
  'changePassword.success': 'పాస్‌వర్డ్ విజయవంతంగా మారింది.',
  'changePassword.failed': 'పాస్‌వర్డ్ మార్చడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  'changePassword.wait': 'చాలా ఎక్కువ ప్రయత్నాలు. దయచేసి కొన్ని నిమిషాలు ఆగి మళ్లీ ప్రయత్నించండి.',
};
