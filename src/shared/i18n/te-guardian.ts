// Telugu texts of the guardian's consent (en-guardian.ts).
import type { enGuardian } from './en-guardian';

export const teGuardian: Record<keyof typeof enGuardian, string> = {
  'guardian.title': 'తల్లిదండ్రుల లేదా సంరక్షకుని సమ్మతి',
  'guardian.text': 'దరఖాస్తుదారు వయసు 18 లోపు. చట్టం ప్రకారం అభ్యర్థన తీసుకునే ముందు తల్లిదండ్రి లేదా సంరక్షకుడు అంగీకరించాలి: వారికి కోడ్ SMS చేస్తాం, అది నమోదు చేశాక మీరు పంపవచ్చు. స్థితి SMSలు రావు.',
  'guardian.name': 'తల్లిదండ్రి లేదా సంరక్షకుని పేరు',
  'guardian.phone': 'తల్లిదండ్రి లేదా సంరక్షకుని మొబైల్ నంబర్',
  'guardian.sendCode': 'సంరక్షకునికి కోడ్ SMS చేయండి',
  'guardian.resendCode': 'కొత్త కోడ్ పంపండి',
  'guardian.code': 'సంరక్షకునికి వచ్చిన కోడ్',
  'guardian.confirm': 'సంరక్షకుని సమ్మతిని నిర్ధారించండి',
  'guardian.confirmed': 'సంరక్షకుని సమ్మతి నమోదైంది.',
  'guardian.needed': 'ముందు సంరక్షకుని కోడ్ నమోదు చేయండి: వారి సమ్మతితోనే అభ్యర్థన వెళ్తుంది.',
  'guardian.nameRequired': 'తల్లిదండ్రి లేదా సంరక్షకుని పేరు రాయండి',
  'guardian.phoneInvalid': 'సంరక్షకుని 10 అంకెల మొబైల్ నంబర్ రాయండి',
  'guardian.samePhone': 'దరఖాస్తుదారుది కాదు, సంరక్షకుని సొంత మొబైల్ నంబర్ రాయండి',
  'guardian.codeInvalid': '6 అంకెల కోడ్ రాయండి',
};
