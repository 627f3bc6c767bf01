// The words the chat understands beyond the catalogue's own titles, descriptions and documents, in
// English. The Telugu list (chat-vocabulary-te.ts) has the same shape.
import type { ChatVocabulary } from './match-services';

const LOST = ['lost', 'lose', 'stolen', 'missing', 'misplaced', 'damaged', 'torn', 'duplicate'];
/** The words that name a driving licence, and an RC, in a question about a lost or damaged one. */
export const LICENCE = ['licence', 'license', 'dl', 'driving licence', 'driving license'];
export const RC = ['rc', 'registration', 'registration certificate', 'rc book'];

export const chatVocabularyEn: ChatVocabulary = {
  lang: 'en',
  // Words that carry no meaning for matching a service.
  stopWords: ['a', 'an', 'the', 'i', 'my', 'me', 'we', 'our', 'is', 'are', 'am', 'was', 'to', 'of', 'for', 'in', 'on', 'at', 'and', 'or', 'do', 'does', 'how', 'what', 'which', 'when', 'can', 'need', 'want', 'get', 'please', 'with', 'it', 'this', 'that', 'about', 'from', 'have', 'has', 'you', 'your', 'should', 'will', 'there', 'by', 'be'],
  // Words in so many titles that they alone point nowhere ("vehicle", "licence").
  commonWords: ['vehicle', 'licence', 'license', 'driving', 'service', 'services', 'rc', 'apply', 'application', 'online', 'card', 'update', 'ap', 'andhra', 'pradesh', 'rto', 'number'],
  // Everyday phrasings of a task → the services that do it.
  synonyms: [
    // Lost or damaged: the licence when the question names it, else the RC (and both when it names both).
    { words: LOST, unless: LICENCE, services: ['duplicate-rc'] },
    { words: LOST, requires: RC, services: ['duplicate-rc'] },
    { words: LOST, requires: LICENCE, services: ['duplicate-driving-licence'] },
    { words: ['transfer', 'sold', 'sell', 'selling', 'buy', 'bought', 'buyer', 'seller', 'ownership', 'owner', 'gift', 'name change'], services: ['transfer-ownership'] },
    { words: ['loan', 'hypothecation', 'finance', 'financier', 'bank', 'emi'], services: ['hypothecation-addition', 'hypothecation-termination'] },
    { words: ['noc', 'loan closed', 'loan paid', 'closed loan', 'remove bank'], services: ['hypothecation-termination'] },
    { words: ['shifted', 'moved', 'new address', 'address'], services: ['address-change-rc', 'driving-licence-address-change'] },
    { words: ['scrap', 'scrapped', 'scrapping', 'cancel', 'cancellation', 'deregister'], services: ['rc-cancellation'] },
    { words: ['renew', 'renewal', 'expired', 'expiry', 'expiring'], services: ['driving-licence-renewal', 'vehicle-renewal'] },
    { words: ['llr', 'learner', 'learning', 'll test', 'beginner'], services: ['apply-learner-licence'] },
    { words: ['driving test', 'dl test', 'permanent licence', 'slot'], services: ['apply-driving-licence'] },
    { words: ['challan', 'fine', 'penalty', 'echallan', 'e-challan', 'traffic'], services: ['vehicle-challan-payment'] },
    { words: ['tax', 'road tax', 'quarterly tax', 'life tax'], services: ['pay-vehicle-tax'] },
    { words: ['fitness', 'fc', 'fitness certificate'], services: ['vehicle-fitness'] },
    { words: ['permit', 'goods', 'taxi', 'commercial'], services: ['vehicle-permit-services'] },
    { words: ['fancy', 'vip number', 'choice number', 'special number'], services: ['online-fancy-number'] },
    { words: ['abroad', 'international', 'idp', 'foreign', 'travel'], services: ['international-driving-permit'] },
    { words: ['endorsement', 'add class', 'new class', 'heavy', 'transport'], services: ['additional-endorsement-dl', 'apply-endorsement-learning-licence'] },
    { words: ['extract', 'b extract', 'driving record', 'licence details'], services: ['driving-licence-b-extract'] },
    { words: ['mobile', 'phone', 'phone number', 'mobile number'], services: ['vehicle-mobile-update'] },
    { words: ['mandal', 'village'], services: ['vehicle-mandal-update'] },
    { words: ['ekyc', 'kyc', 'aadhaar link', 'aadhaar seeding'], services: ['vehicle-ekyc'] },
    { words: ['pvc', 'smart card', 'print', 'reprint'], services: ['order-vehicle-rc', 'order-driving-licence'] },
  ],
  // Words that ask for a kind of answer rather than a service.
  intents: {
    documents: ['document', 'documents', 'papers', 'proof', 'proofs', 'required', 'requirements', 'needed', 'carry', 'bring'],
    fees: ['fee', 'fees', 'cost', 'costs', 'charge', 'charges', 'price', 'amount', 'how much', 'pay'],
  },
  // Offered when a question asks about documents or fees without naming a service.
  popular: ['transfer-ownership', 'duplicate-rc', 'apply-learner-licence'],
  // The keyword replies' English words are in reply-for.ts.
  topics: [],
};
