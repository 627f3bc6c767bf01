// The Telugu of the texts the server sends itself (server-texts.ts).
import { teRequests } from '../../shared/i18n/te-requests';
import { teluguDate } from '../sms/sms-dates';
import type { FixInText } from '../notify/types';
import type { BreachKind } from '../store/breach-types';
import type { ServerTexts } from './server-text-list';

const fixWhat = (fix: FixInText) => `${fix.what}${fix.why ? ` (${fix.why})` : ''}${fix.more > 0 ? `, మరో ${fix.more} కూడా` : ''}`;

const BREACH_KINDS: Record<BreachKind, string> = {
  request: 'మీ అభ్యర్థనలు (సర్వీస్ నంబర్, మొబైల్, వాహన నంబర్లు)',
  whatsapp: 'మీరు మాకు పంపిన WhatsApp సందేశాలు',
  account: 'మీ ఖాతా (పేరు, మొబైల్ నంబర్, వాహనాలు)',
  feedback: 'మీ అభిప్రాయం (పేరు, ఈమెయిల్)',
  grievance: 'మా గ్రీవెన్స్ ఆఫీసర్‌కు మీరు పంపిన ఫిర్యాదులు (పేరు, మొబైల్ నంబర్, ఈమెయిల్, మీరు రాసినది)',
};
const LIST = new Intl.ListFormat('te', { type: 'conjunction' });
const when = (at: string) => `${teluguDate(at.slice(0, 10))} ${at.slice(11)} (భారత కాలమానం)`;

export const serverTexts: ServerTexts = {
  siteName: 'AP వాహన & లైసెన్స్ సహాయం',
  guardianCode: (code, site, service, serviceNumber, minutes) =>
    `${site}: 18 ఏళ్ల లోపు దరఖాస్తుదారు ${service} (${serviceNumber}) కోసం మిమ్మల్ని తల్లిదండ్రి/సంరక్షకునిగా పేర్కొన్నారు. మీరు అంగీకరిస్తే కోడ్ ${code} వారికి ఇవ్వండి (${minutes} నిమిషాలు చెల్లుతుంది). లేకపోతే దీన్ని పట్టించుకోకండి.`,
  otp: (code, site, minutes) => `${code} మీ ${site} OTP. ఇది ${minutes} నిమిషాల పాటు చెల్లుతుంది. దీన్ని ఎవరికీ చెప్పకండి.`,
  passwordChanged: 'మీ పాస్‌వర్డ్ మారింది. ఇది మీరు చేయకపోతే, వెంటనే దాన్ని రీసెట్ చేయండి.',
  stepUp: (site) => `${site}: మీ ఖాతాలో ఎవరో చాలాసార్లు తప్పు పాస్‌వర్డ్‌లు ప్రయత్నించారు. ఇంతకు ముందు ఈ ఖాతాతో వాడని బ్రౌజర్‌లో సైన్ ఇన్ చేయడానికి OTPతో పాస్‌వర్డ్ రీసెట్ చేయండి. OTPని ఎవరికీ చెప్పకండి.`,
  reminder: (site, kind, due) =>
    `${site}: మీ ${due.number} వాహన ${kind} గడువు ${teluguDate(due.date)}న ${due.overdue ? 'ముగిసింది' : 'ముగుస్తుంది'}. రెన్యువల్ కోసం WhatsAppలో మాకు సందేశం పంపండి లేదా మా వెబ్‌సైట్‌ను చూడండి.`,
  kinds: { insurance: 'ఇన్సూరెన్స్', puc: 'PUC సర్టిఫికేట్', fitness: 'ఫిట్‌నెస్ సర్టిఫికేట్', permit: 'పర్మిట్', roadTax: 'రోడ్ టాక్స్' },
  accountExpiry: (site, signedInOn, deletedOn, url) =>
    `${site}: ${teluguDate(signedInOn)} నుండి మీ ఖాతాలో ఎవరూ సైన్ ఇన్ చేయలేదు, కాబట్టి దాన్ని దాని వాహనాలు, రిమైండర్‌లతో సహా ${teluguDate(deletedOn)}న తొలగిస్తాం. ఖాతా ఉంచుకోవాలంటే అంతకు ముందే సైన్ ఇన్ చేయండి: ${url}`,
  breachNotice: (site, from, to, kinds, contact) =>
    `${site}: ${when(from)} నుండి ${when(to)} మధ్య, మేము ఉంచుకున్న ${LIST.format(kinds.map((k) => BREACH_KINDS[k]))} అనుమతి లేని ఎవరైనా చూసి ఉండవచ్చు. [ఏమి జరిగిందో, ఒక వాక్యంలో.] దాన్ని ఆపడానికి మేము [చేసినది]. మా నుండి లేదా RTO నుండి అని చెప్పి OTP, పాస్‌వర్డ్ లేదా డబ్బు అడిగే కాల్స్, సందేశాల పట్ల జాగ్రత్తగా ఉండండి: మేము వాటిని ఎప్పుడూ అడగం. ప్రశ్నలకు: ${contact}`,
  requestErased: (site, serviceNumber) =>
    `${site}: మీరు కోరినట్లు మీ అభ్యర్థన ${serviceNumber}ని దాని WhatsApp సందేశాలతో సహా తొలగించాం. మా బ్యాకప్‌లలోని ప్రతులు 30 రోజుల్లో పోతాయి. ఇది మీరు చేయకపోతే, మమ్మల్ని సంప్రదించండి.`,
  accountErased: (site) =>
    `${site}: మీరు కోరినట్లు మీ ఖాతాను దాని వాహనాలు, రిమైండర్‌లు, అభ్యర్థనలతో సహా తొలగించాం. మా బ్యాకప్‌లలోని ప్రతులు 30 రోజుల్లో పోతాయి. ఇది మీరు చేయకపోతే, మమ్మల్ని సంప్రదించండి.`,
  statusUpdate: (site, u, status, note) => `${site}: మీ అభ్యర్థన ${u.serviceNumber} (${u.service}) స్థితి: ${status}.${note ? ` గమనిక: ${note}` : ''} చూడండి: ${u.trackUrl}`,
  fixAsk: (site, serviceNumber, fix) => `${site}: దయచేసి అభ్యర్థన ${serviceNumber}లో సరిచేయండి: ${fixWhat(fix)}. ${fix.url}`,
  fixDetail: (fix) => `దయచేసి సరిచేయండి: ${fixWhat(fix)}. ${fix.url}`,
  requests: teRequests,
};
