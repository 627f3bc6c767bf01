// Telugu texts of the service forms: the twin of en-forms.ts, key for key.
import type { enForms } from './en-forms';

export const teForms: Record<keyof typeof enForms, string> = {
  'field.phone': 'దయచేసి సరైన 10 అంకెల మొబైల్ నంబర్ నమోదు చేయండి',
  'field.vehicleNumber': 'దయచేసి సరైన వాహన నంబర్ నమోదు చేయండి (ఉదా: AP39BJ1234)',
  'field.aadhaar': 'దయచేసి సరైన 12 అంకెల Aadhaar నంబర్ నమోదు చేయండి',
  'field.aadhaarLast4': 'దయచేసి Aadhaar నంబర్‌లోని చివరి 4 అంకెలు మాత్రమే నమోదు చేయండి',
  'field.chassisNumber': 'దయచేసి సరైన ఛాసిస్ నంబర్ నమోదు చేయండి (5 నుండి 17 అక్షరాలు, అంకెలు)',
  'field.licenceNumber': 'దయచేసి సరైన లైసెన్స్ నంబర్ నమోదు చేయండి (ఉదా: AP39 20110012345)',
  'field.passportNumber': 'దయచేసి సరైన పాస్‌పోర్ట్ నంబర్ నమోదు చేయండి (ఉదా: K1234567)',
  'field.pincode': 'దయచేసి సరైన 6 అంకెల పిన్ కోడ్ నమోదు చేయండి',
  'field.email': 'దయచేసి సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి',
  'field.year': 'దయచేసి సరైన సంవత్సరం నమోదు చేయండి (ఉదా: 2019)',
  'field.yearInFuture': 'సంవత్సరం {year} తర్వాతది కాకూడదు',
  'field.amount': 'దయచేసి మొత్తాన్ని రూపాయల్లో, అంకెలతో నమోదు చేయండి (ఉదా: 250000)',
  'field.dateInFuture': 'పుట్టిన తేదీ భవిష్యత్తులో ఉండకూడదు',
  'field.tooYoung': 'ఈ సేవకు మీ వయసు కనీసం {age} సంవత్సరాలు ఉండాలి',
  'field.tooOld': 'దయచేసి పుట్టిన తేదీని సరిచూసుకోండి (వయసు {age} సంవత్సరాలు దాటింది)',
  'consent.readTerms': 'నిబంధనలు మరియు షరతులు చదవండి',
  'consent.agree': 'నేను నిబంధనలు మరియు షరతులు చదివి అంగీకరిస్తున్నాను',
  'consent.required': 'కొనసాగడానికి దయచేసి నిబంధనలు మరియు షరతులను అంగీకరించండి',
  'handoff.blockedTitle': 'మీ బ్రౌజర్ కొత్త ట్యాబ్‌ను అడ్డుకుంది',
  'handoff.useLink': 'ఇంకా ఏమీ పంపలేదు. ఈ లింక్‌తో తెరవండి:',
};
