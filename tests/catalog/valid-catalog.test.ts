// The positive fixture (tests/fixtures/catalog/valid): one entry of each kind compiles with no
// errors, and what it compiles to is exactly right.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile-catalog';
import { FIELD_TYPES } from '../../src/core/field-types';
import { PHONE_PATTERN } from '../../src/core/phone';
import { VEHICLE_NUMBER_PATTERN } from '../../src/core/vehicle-number';
import type { Catalog, CompiledEntry } from '../../src/catalog/types';
import { asCatalogFiles, readTree, REPO_DIR, VALID_DIR } from './fixture-files';

const { catalog, errors } = compileCatalog(asCatalogFiles(readTree(VALID_DIR)));

function compiled(): Catalog {
  if (!catalog) throw new Error(`the valid fixture did not compile:\n${errors.map((e) => `${e.file}:${e.line}:${e.col}: ${e.message}`).join('\n')}`);
  return catalog;
}

function entry(id: string): CompiledEntry {
  const found = compiled().entries.find((e) => e.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

const SITE_TERMS = [
  'This is a third-party assistance service, not a government website.',
  'Applications are approved only by the concerned RTO.',
];

describe('valid fixture catalogue', () => {
  it('compiles with zero errors', () => {
    expect(errors).toEqual([]);
    expect(catalog).not.toBeNull();
  });

  it('holds one entry of each kind, in file order, with their files', () => {
    expect(compiled().entries.map((e) => [e.file, e.id, e.kind, e.route, e.start])).toEqual([
      ['catalog/driving-licence/apply-driving-licence.yaml', 'apply-driving-licence', 'request', '/services/apply-driving-licence', 'terms'],
      ['catalog/driving-licence/apply-learner-licence.yaml', 'apply-learner-licence', 'request', '/services/apply-learner-licence', 'terms'],
      ['catalog/insurance/vehicle-insurance.yaml', 'vehicle-insurance', 'insurance', '/vehicle-insurance', 'none'],
      ['catalog/partners/car-valuation.yaml', 'car-valuation', 'partner', '/vehicle-services/car-valuation', 'intro'],
      ['catalog/rto-assistance/transfer-ownership.yaml', 'transfer-ownership', 'rto-info', '/rto-assistance/transfer-ownership', 'info'],
      ['catalog/vehicle/order-vehicle-rc.yaml', 'order-vehicle-rc', 'request', '/services/order-vehicle-rc', 'terms'],
    ]);
  });

  it('lets the entries of one prefixGroup share their prefix', () => {
    const shared = compiled().entries.filter((e) => e.source.prefix === 'DL');
    expect(shared.map((e) => [e.id, e.source.prefixGroup])).toEqual([
      ['apply-driving-licence', 'generic-licence'],
      ['apply-learner-licence', 'generic-licence'],
    ]);
  });

  it('starts every file with the yaml-language-server comment pointing at the schema', () => {
    const files = readdirSync(VALID_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    expect(files).toHaveLength(8);
    for (const file of files) {
      const first = readFileSync(path.join(VALID_DIR, file), 'utf8').split('\n')[0] ?? '';
      const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
      expect(match, file).not.toBeNull();
      const target = path.resolve(path.dirname(path.join(VALID_DIR, file)), match?.[1] ?? '');
      const own: Record<string, string> = { 'site.yaml': 'site.schema.json', 'offices.yaml': 'offices.schema.json' };
      const schema = own[path.basename(file)] ?? 'catalog-entry.schema.json';
      expect(target, file).toBe(path.join(REPO_DIR, 'schemas', schema));
    }
  });
});

describe('form JSON Schema', () => {
  it('gives each field its type, title and maxLength (explicit or default), enum for a choice, a typed field its rule, and the required list', () => {
    expect(entry('order-vehicle-rc').form?.schema).toEqual({
      type: 'object',
      properties: {
        vehicleNumber: { type: 'string', title: 'Vehicle Number', maxLength: FIELD_TYPES.vehicleNumber.maxLength, pattern: VEHICLE_NUMBER_PATTERN },
        ownerName: { type: 'string', title: 'Owner Name', maxLength: 50 },
        mobileNumber: { type: 'string', title: 'Mobile Number', maxLength: FIELD_TYPES.phone.maxLength, pattern: PHONE_PATTERN },
        deliveryAddress: { type: 'string', title: 'Delivery Address', maxLength: 250 },
        remarks: { type: 'string', title: 'Remarks', maxLength: 300 },
        cardType: { type: 'string', title: 'Card Type', maxLength: 19, enum: ['PVC', 'PVC with lamination'], default: 'PVC' },
      },
      required: ['vehicleNumber', 'mobileNumber', 'deliveryAddress'],
    });
  });

  it('turns an exactLength rule into minLength and maxLength, and a date into a YYYY-MM-DD pattern', () => {
    const form = entry('apply-learner-licence').form;
    expect(form?.schema).toEqual({
      type: 'object',
      properties: {
        applicationNumber: { type: 'string', title: 'Application Number', maxLength: 12, minLength: 12 },
        dateOfBirth: { type: 'string', title: 'Date of Birth', maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        // A contact field with no label or required line of its own: the defaults (contact-field.ts).
        mobileNumber: { type: 'string', title: 'Mobile Number', maxLength: 32, pattern: FIELD_TYPES.contact.pattern },
      },
      required: ['applicationNumber', 'dateOfBirth', 'mobileNumber'],
    });
    expect(form?.messages).toEqual({ applicationNumber: { rule: 'Please enter a valid 12-character application number' } });
  });

  it('has no form for the insurance page', () => {
    expect(entry('vehicle-insurance').form).toBeNull();
  });
});

describe('uiSchema', () => {
  it('orders the fields and carries placeholders, textarea rows and input options', () => {
    expect(entry('order-vehicle-rc').form?.uiSchema).toEqual({
      'ui:order': ['vehicleNumber', 'ownerName', 'mobileNumber', 'deliveryAddress', 'remarks', 'cardType'],
      vehicleNumber: { 'ui:placeholder': 'e.g., AP09BJ1234', 'ui:options': { upperCase: true, inputMode: 'text', fieldType: 'vehicleNumber' } },
      ownerName: {},
      mobileNumber: { 'ui:placeholder': '10-digit mobile number', 'ui:options': { inputMode: 'tel', fieldType: 'contact' } },
      deliveryAddress: { 'ui:placeholder': 'Full postal address with pincode', 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
      remarks: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      cardType: {},
    });
  });

  it('uses the date widget with its age range and the numeric keyboard', () => {
    expect(entry('apply-learner-licence').form?.uiSchema).toEqual({
      'ui:order': ['applicationNumber', 'dateOfBirth', 'mobileNumber'],
      applicationNumber: { 'ui:placeholder': '12-character application number', 'ui:options': { inputMode: 'numeric' } },
      dateOfBirth: { 'ui:widget': 'date', 'ui:options': { minAge: 16, maxAge: 100 } },
      mobileNumber: { 'ui:placeholder': '10 digits, for updates on this request', 'ui:options': { inputMode: 'tel', fieldType: 'contact' } },
    });
  });
});

describe('message spec', () => {
  it('lists the fields in form order with their labels (translations kept) and the message extras', () => {
    expect(entry('order-vehicle-rc').message).toEqual({
      title: 'Order Vehicle RC Card',
      fields: [
        { name: 'vehicleNumber', label: 'Vehicle Number', type: 'vehicleNumber' },
        { name: 'ownerName', label: { en: 'Owner Name', te: 'యజమాని పేరు' }, type: 'text' },
        { name: 'mobileNumber', label: 'Mobile Number', type: 'contact' },
        { name: 'deliveryAddress', label: 'Delivery Address', type: 'multiline' },
        { name: 'remarks', label: 'Remarks', type: 'multiline' },
        { name: 'cardType', label: 'Card Type', type: 'choice', options: [{ value: 'PVC', label: 'PVC' }, { value: 'PVC with lamination', label: 'PVC with lamination' }] },
      ],
      features: ['Premium PVC card', 'Courier dispatch in 24 hours'],
      price: 'Rs 150/-',
      extra: ['I will upload my existing RC PDF through WhatsApp.'],
      request: 'Please assist me with printing and delivering my RC card.',
      englishName: 'Order Vehicle RC Card',
    });
  });

  it('lists info.documents when message.documents is set', () => {
    expect(entry('transfer-ownership').message).toEqual({
      title: 'Transfer of Ownership Request',
      fields: [
        { name: 'role', label: 'You are', type: 'choice', options: [{ value: 'I am the buyer', label: 'I am the buyer' }, { value: 'I am the seller', label: 'I am the seller' }] },
        {
          name: 'vehicleClass',
          label: 'Vehicle type',
          type: 'choice',
          options: [{ value: 'Two-wheeler', label: 'Two-wheeler' }, { value: 'Car', label: 'Car' }, { value: 'Transport vehicle', label: 'Transport vehicle' }],
        },
        { name: 'onLoan', label: 'Is there a loan on the vehicle?', type: 'choice', options: [{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }] },
        { name: 'moving', label: 'Is the vehicle moving to another RTO?', type: 'choice', options: [{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }], condition: { role: ['I am the buyer'] } },
        { name: 'newRto', label: 'New RTO', type: 'text', condition: { moving: ['Yes'] } },
        { name: 'vehicleNumber', label: 'Vehicle Number', type: 'vehicleNumber' },
        { name: 'sellerName', label: 'Seller Name', type: 'text' },
        { name: 'buyerName', label: 'Buyer Name', type: 'text' },
        { name: 'mobileNumber', label: { en: 'Mobile Number', te: 'మొబైల్ నంబర్' }, type: 'contact' },
      ],
      documents: [
        'Original RC',
        'Aadhaar cards of the seller and the buyer',
        'Valid insurance',
        { text: 'PAN cards of the seller and the buyer, or Form 60', showWhen: { vehicleClass: ['Car', 'Transport vehicle'] } },
        { text: { en: "The financier's NOC (Form 35)", te: 'ఫైనాన్షియర్ NOC (Form 35)' }, showWhen: { onLoan: 'Yes' } },
      ],
      note: 'Both buyer and seller must visit RTO for biometric verification.',
      request: 'Please assist me with the transfer of ownership of my vehicle.',
      englishName: 'Transfer of Ownership',
    });
  });

  it('leaves the request line to the page (it asks for help with the service) when the entry has none', () => {
    expect(entry('apply-learner-licence').message).toEqual({
      title: 'Learner Licence Application Request',
      fields: [
        { name: 'applicationNumber', label: 'Application Number', type: 'text' },
        { name: 'dateOfBirth', label: 'Date of Birth', type: 'date' },
        { name: 'mobileNumber', label: { en: 'Mobile Number', te: 'మొబైల్ నంబర్' }, type: 'contact' },
      ],
      englishName: 'Apply for Learner Licence',
    });
  });

  it('has no message for partner and insurance pages', () => {
    expect(entry('car-valuation').message).toBeNull();
    expect(entry('vehicle-insurance').message).toBeNull();
  });
});

describe('guide, sources and review date', () => {
  it('carries the guide, the official references and the review date of an entry to the app', () => {
    const { source } = entry('order-vehicle-rc');
    expect(source.guide).toEqual({
      about: 'We print your RC on a PVC card. The card is a convenience copy, not an official document.',
      documents: ['Your RC as a PDF'],
      steps: [
        { title: 'Send the PDF', text: 'Upload your RC PDF on WhatsApp.' },
        { title: 'Receive the card', text: 'The card is sent to you by courier.' },
      ],
      fee: 'Rs 150, printing and courier included',
    });
    expect(source.sources).toEqual([{ title: 'Parivahan Sewa', url: 'https://parivahan.gov.in/parivahan/' }]);
    expect(source.reviewed).toBe('2026-11-22');
  });

  it('keeps translated source titles', () => {
    expect(entry('transfer-ownership').source.sources?.[1]).toEqual({
      title: { en: 'Transfer of ownership', te: 'యాజమాన్య బదిలీ' },
      url: 'https://aptransport.org/html/registration-ownershiptransfer-normal.html',
    });
  });
});

describe('handoff', () => {
  it('sends request and rto-info pages to the support WhatsApp number', () => {
    for (const id of ['order-vehicle-rc', 'apply-learner-licence', 'apply-driving-licence', 'transfer-ownership']) {
      expect(entry(id).handoff, id).toEqual({ type: 'whatsapp', number: '919000012345' });
    }
  });

  it('sends a partner page to the URL of its partnerLink', () => {
    expect(entry('car-valuation').handoff).toEqual({ type: 'partner', url: 'https://valuation.example/used-car?utm_campaign=car_valuation' });
  });

  it('has no single handoff on the insurance page (each offer links on its own)', () => {
    expect(entry('vehicle-insurance').handoff).toBeNull();
  });
});

describe('terms', () => {
  it('shows the site terms then the entry extraTerms on a terms page', () => {
    expect(entry('order-vehicle-rc').terms).toEqual([...SITE_TERMS, 'By proceeding you agree to pay Rs 150/- for the PVC RC card.']);
    expect(entry('apply-learner-licence').terms).toEqual(SITE_TERMS);
  });

  it('has no terms on pages that do not start with them', () => {
    expect(entry('transfer-ownership').terms).toEqual([]);
    expect(entry('car-valuation').terms).toEqual([]);
    expect(entry('vehicle-insurance').terms).toEqual([]);
  });
});

describe('listings', () => {
  it('turns the listed ids into cards in the order of site.yaml; partner cards carry provider and affiliate link', () => {
    expect(compiled().listings).toEqual({
      'vehicle-services': [
        {
          id: 'order-vehicle-rc',
          title: 'Order Vehicle RC Card',
          description: 'Order a PVC print of your vehicle RC, sent to your address by courier.',
          icon: 'CreditCard',
          link: '/services/order-vehicle-rc',
        },
      ],
      'driving-licence-services': [
        {
          id: 'apply-learner-licence',
          title: 'Apply for Learner Licence',
          description: 'Apply for your learner licence with help on the Sarathi application and the online test.',
          icon: 'FileText',
          link: '/services/apply-learner-licence',
        },
        {
          id: 'apply-driving-licence',
          title: 'Driving Licence Test',
          description: 'Book your driving licence test slot once your learner licence is 30 days old.',
          icon: 'BadgeCheck',
          link: '/services/apply-driving-licence',
        },
      ],
      rto: [
        {
          id: 'transfer-ownership',
          title: 'Transfer of Ownership',
          description: 'Transfer the RC of a sold vehicle to the new owner, with Forms 29 and 30.',
          icon: 'Users',
          link: '/rto-assistance/transfer-ownership',
        },
      ],
      partners: [
        {
          id: 'car-valuation',
          title: 'Used Car Valuation',
          description: 'Find out what your used car is worth with a free online valuation from our partner.',
          icon: 'Calculator',
          link: '/vehicle-services/car-valuation',
          provider: 'Valuation Partner',
          affiliateLink: 'https://valuation.example/used-car?utm_campaign=car_valuation',
        },
      ],
    });
  });
});
