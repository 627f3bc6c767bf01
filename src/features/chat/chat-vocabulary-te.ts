// The words the chat understands in Telugu, on top of the English ones (people mix them: "RC
// బదిలీకి documents"). A Telugu word here is a stem: it matches every word that begins with it
// (బదిలీ: బదిలీకి, బదిలీ చేయాలి), so write it without its ending, and long enough to mean one thing.
import { chatVocabularyEn, LICENCE, RC } from './chat-vocabulary-en';
import type { ChatVocabulary } from './match-services';

const en = chatVocabularyEn;

const LOST_TE = ['పోయింది', 'పోయాయి', 'పోయిన', 'పోగొట్టు', 'దొంగిలించ', 'దొంగతనం', 'కనిపించడం లేదు', 'చిరిగి', 'పాడై', 'డూప్లికేట్'];
const LICENCE_TE = [...LICENCE, 'లైసెన్స్', 'డీఎల్'];
const RC_TE = [...RC, 'ఆర్సీ', 'రిజిస్ట్రేషన్'];

export const chatVocabularyTe: ChatVocabulary = {
  lang: 'te',
  // Matched whole: "నా" (my) must not swallow నామినీ.
  stopWords: [...en.stopWords, 'నా', 'నాకు', 'నేను', 'మా', 'మాకు', 'మీ', 'మీరు', 'ఎలా', 'ఏమి', 'ఏం', 'ఏ', 'ఎక్కడ', 'ఎప్పుడు', 'కావాలి', 'కావాలా', 'చేయాలి', 'చేయాలా', 'కోసం', 'గురించి', 'లో', 'కి', 'కు', 'ని', 'ను', 'తో', 'మరియు', 'లేదా', 'ఉంది', 'ఉందా', 'దయచేసి', 'ఈ', 'ఆ', 'చెప్పండి', 'అండి', 'గారు'],
  commonWords: [...en.commonWords, 'వాహన', 'బండి', 'లైసెన్స్', 'డ్రైవింగ్', 'సేవ', 'దరఖాస్తు', 'ఆన్లైన్', 'కార్డు', 'నంబర్', 'ఆర్సీ', 'ఆంధ్రప్రదేశ్'],
  synonyms: [
    ...en.synonyms,
    { words: LOST_TE, unless: LICENCE_TE, services: ['duplicate-rc'] },
    { words: LOST_TE, requires: RC_TE, services: ['duplicate-rc'] },
    { words: LOST_TE, requires: LICENCE_TE, services: ['duplicate-driving-licence'] },
    { words: ['బదిలీ', 'ట్రాన్స్ఫర్', 'అమ్మాను', 'అమ్మేశా', 'అమ్మేసా', 'అమ్మిన', 'అమ్మకం', 'కొన్నాను', 'కొనుగోలు', 'కొన్న బండి', 'యాజమాన్య', 'ఓనర్', 'పేరు మార్పు', 'పేరు మీదకు'], services: ['transfer-ownership'] },
    { words: ['లోన్', 'రుణం', 'హైపోథికేషన్', 'ఫైనాన్స్', 'బ్యాంక్', 'ఈఎంఐ'], services: ['hypothecation-addition', 'hypothecation-termination'] },
    { words: ['లోన్ పూర్త', 'లోన్ తీరి', 'లోన్ క్లోజ్', 'లోన్ కట్టేశా', 'బ్యాంక్ తీసే', 'బ్యాంక్ పేరు తీసే', 'ఎన్ఓసీ'], services: ['hypothecation-termination'] },
    { words: ['చిరునామా', 'అడ్రస్', 'ఇల్లు మారా', 'ఇల్లు మార్చా'], services: ['address-change-rc', 'driving-licence-address-change'] },
    { words: ['స్క్రాప్', 'రద్దు', 'క్యాన్సిల్'], services: ['rc-cancellation'] },
    { words: ['రెన్యువల్', 'రెన్యూ', 'పునరుద్ధరణ', 'గడువు ముగి', 'గడువు తీరి'], services: ['driving-licence-renewal', 'vehicle-renewal'] },
    { words: ['లైసెన్స్ రెన్యువల్', 'లైసెన్స్ రెన్యూ', 'లైసెన్స్ గడువు', 'లైసెన్స్ పునరుద్ధరణ'], services: ['driving-licence-renewal'] },
    { words: ['లెర్నర్', 'లెర్నింగ్', 'ఎల్ఎల్ఆర్', 'ఎల్ఎల్ టెస్ట్'], services: ['apply-learner-licence'] },
    { words: ['డ్రైవింగ్ టెస్ట్', 'పర్మనెంట్ లైసెన్స్', 'శాశ్వత లైసెన్స్', 'స్లాట్'], services: ['apply-driving-licence'] },
    { words: ['చలాన్', 'ఫైన్', 'జరిమానా', 'ట్రాఫిక్', 'ఈ చలాన్'], services: ['vehicle-challan-payment'] },
    { words: ['పన్ను', 'టాక్స్', 'ట్యాక్స్', 'రోడ్ టాక్స్', 'లైఫ్ టాక్స్', 'క్వార్టర్లీ'], services: ['pay-vehicle-tax'] },
    { words: ['ఫిట్నెస్', 'ఎఫ్సీ'], services: ['vehicle-fitness'] },
    { words: ['పర్మిట్', 'గూడ్స్', 'టాక్సీ', 'కమర్షియల్'], services: ['vehicle-permit-services'] },
    { words: ['ఫ్యాన్సీ', 'వీఐపీ నంబర్', 'ఇష్టమైన నంబర్', 'ప్రత్యేక నంబర్'], services: ['online-fancy-number'] },
    { words: ['విదేశ', 'ఇంటర్నేషనల్', 'అంతర్జాతీయ', 'ఐడీపీ', 'ఫారిన్'], services: ['international-driving-permit'] },
    // A permit for driving is not a vehicle's permit.
    { words: ['డ్రైవింగ్ పర్మిట్'], services: ['international-driving-permit'] },
    { words: ['ఎండార్స్మెంట్', 'కొత్త క్లాస్', 'క్లాస్ జోడించ', 'హెవీ', 'ట్రాన్స్‌పోర్ట్'], services: ['additional-endorsement-dl', 'apply-endorsement-learning-licence'] },
    { words: ['ఎక్స్ట్రాక్ట్', 'డ్రైవింగ్ రికార్డ్', 'లైసెన్స్ వివరాలు'], services: ['driving-licence-b-extract'] },
    { words: ['మొబైల్ నంబర్', 'ఫోన్ నంబర్', 'మొబైల్ మార్పు', 'ఫోన్ మార్పు'], services: ['vehicle-mobile-update'] },
    { words: ['మండలం', 'మండల', 'గ్రామం', 'ఊరు'], services: ['vehicle-mandal-update'] },
    { words: ['ఆధార్ లింక్', 'ఆధార్ సీడింగ్', 'ఈకేవైసీ', 'కేవైసీ'], services: ['vehicle-ekyc'] },
    { words: ['పీవీసీ', 'స్మార్ట్ కార్డు', 'ప్రింట్', 'రీప్రింట్'], services: ['order-vehicle-rc', 'order-driving-licence'] },
  ],
  intents: {
    documents: [...en.intents.documents, 'పత్ర', 'డాక్యుమెంట్', 'కాగితా', 'ప్రూఫ్', 'ఏమేమి కావాలి', 'ఏం తీసుకురా', 'ఏమి తీసుకురా'],
    fees: [...en.intents.fees, 'ఫీజు', 'ఖర్చు', 'ధర', 'ఛార్జీ', 'ఛార్జ్', 'ఎంత', 'డబ్బు'],
  },
  popular: en.popular,
  topics: [
    ['track', ['స్థితి', 'స్టేటస్', 'ట్రాక్', 'అభ్యర్థన ఎక్కడ', 'దరఖాస్తు ఎక్కడ']],
    ['hello', ['నమస్కారం', 'నమస్తే', 'హలో', 'హాయ్']],
    ['vehicle', ['వాహన', 'బండి', 'బండ్లు']],
    ['licence', ['లైసెన్స్']],
    ['help', ['సహాయ', 'సాయం']],
    ['contact', ['సంప్రదిం', 'కాంటాక్ట్']],
  ],
};

/** The Telugu build's chat-vocabulary.ts (scripts/page-language-plugin.ts). */
export const chatVocabulary = chatVocabularyTe;
