// Telugu texts of the account's nominee (en-nominee.ts).
import type { enNominee } from './en-nominee';

export const teNominee: Record<keyof typeof enNominee, string> = {
  'dash.nominee.title': 'మీ నామినీ',
  'dash.nominee.text': 'మీరు చనిపోతే లేదా స్వయంగా చేయలేని స్థితిలో ఉంటే, మేము మీ గురించి ఉంచిన వివరాలను చూడడానికి, సరిచేయడానికి లేదా తొలగించడానికి ఒకరిని నామినీగా పెట్టవచ్చు (భారత డిజిటల్ వ్యక్తిగత డేటా రక్షణ చట్టం, సెక్షన్ 14). వారు రుజువుతో మా గ్రీవెన్స్ ఆఫీసర్‌కు రాయాలి. మీరు ఇక్కడ పెడితేనే ఎవరైనా నామినీ అవుతారు.',
  'dash.nominee.named': 'నామినీ: {name}, {phone}',
  'dash.nominee.name': 'నామినీ పూర్తి పేరు',
  'dash.nominee.phone': 'నామినీ మొబైల్ నంబర్',
  'dash.nominee.save': 'ఈ నామినీని పెట్టండి',
  'dash.nominee.change': 'నామినీని మార్చండి',
  'dash.nominee.remove': 'నామినీని తీసేయండి',
  'dash.nominee.saved': 'మీ నామినీ సేవ్ అయ్యారు.',
  'dash.nominee.removed': 'ఇప్పుడు నామినీ ఎవరూ లేరు.',
};
