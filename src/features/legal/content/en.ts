import type { LegalContent } from './types';

// English text of the Privacy Policy and Terms of Service. It describes what this portal really
// does (see docs/architecture.md and src/server/): keep it in step when storage or the WhatsApp hand-off changes.
// `{name}` is replaced by the site name from catalog/site.yaml.

export const legalEn: LegalContent = {
  privacy: {
    title: 'Privacy Policy',
    description: 'What {name} stores, what it does not store, and how the details you send on WhatsApp are used.',
    updated: 'Last updated: 2 December 2026',
    intro:
      '{name} helps vehicle owners and driving-licence seekers in Andhra Pradesh with RTO work. This policy explains which information reaches us, where it is kept and what you can ask us to do with it.',
    sections: [
      {
        title: 'Who we are',
        paragraphs: [
          '{name} is an independent, third-party RTO assistance service for Andhra Pradesh. It is not a government website and is not affiliated with the Regional Transport Offices, the Transport Department of Andhra Pradesh, Parivahan, Vahan or Sarathi.',
          'Official decisions, fees and records stay with the government. Applications are approved only by the concerned RTO.',
        ],
      },
      {
        title: 'Service requests go through WhatsApp',
        paragraphs: [
          'When you fill in a service form, the details you enter are put into a WhatsApp message that opens on your own phone or computer. Nothing is sent until you read the message and press send yourself in WhatsApp.',
        ],
        items: [
          'When you send a form, our server records the request so that you can track it, and, when our WhatsApp number is connected to the portal, it keeps the WhatsApp message you then send with every answer in it (such as dates of birth, addresses and the last 4 digits of Aadhaar). The next section lists each kind of information kept, why, where, for how long and who receives it.',
          'While you fill in a form, a draft is kept in your own browser tab so that a reload or a return from WhatsApp does not lose it. It disappears when you clear the form or close the tab. A form you send while there is no internet connection is also kept in your browser on this device until it is sent on WhatsApp, so closing the tab does not lose it; it is removed once sent, when you clear the form, or after 7 days. Both are marked with a cookie that ends when you close the browser (our server never reads it): a draft or form kept from before the browser was last closed opens only after you say it is yours, and is removed after an hour (a draft) or a day (a form not yet sent on WhatsApp). After sending, the Remove my details from this phone button removes it at once.',
          'Vehicle number searches are not stored. The portal holds no vehicle records and does not own, host or save what you search.',
          'Partner pages (vehicle history, selling, valuation, insurance) open the partner’s own website in a new tab and pass it none of your details.',
        ],
        after: ['Once you send a WhatsApp message, it is handled by WhatsApp under its own privacy policy, and by our support team as described below.'],
      },
      {
        title: 'What we keep, why and for how long',
        paragraphs: ['Each kind of information our server keeps, with why, where, for how long and who receives it:'],
        dataKinds: true,
        after: [
          'Sign-in sessions are kept in a secure cookie. The same cookie keeps a signed token for your account for up to 30 days, also after you log out: it holds no personal data, and lets this browser still sign in with your password if others try too many wrong passwords on your account.',
          'Anyone who knows both the service number and the mobile number can see the status on the Track page; a signed-in account sees the requests sent with its mobile number.',
        ],
      },
      {
        title: 'How we use and share information',
        paragraphs: ['We use your information only to provide the service you ask for:'],
        items: [
          'to reply to your WhatsApp requests, explain the documents and fees, and carry out the RTO work you ask us to do;',
          'with your consent, to put the details of a request into your own application to the RTO, on the official portal (Vahan or Sarathi) or at the RTO counter: we are not connected to the RTO, and your details reach it only in that application;',
          'to let you sign in, reset your password and see your dashboard;',
          'to publish approved feedback.',
        ],
        after: ['We do not sell your information, use it for advertising, or share it with anyone else unless the law requires it.'],
      },
      {
        title: 'How long we keep it, and your choices',
        paragraphs: [
          'How long each kind is kept is in its table above; our server deletes each one automatically, every hour, once its time is up.',
          'You can download or delete what we keep yourself. On the Track page, find your request with its service number and mobile number, confirm the number with an OTP, then choose Download my data (a file, and a page to read) or Delete this request (the request and its WhatsApp messages go at once, and we text you that it was deleted). Signed in, the Settings page of your dashboard downloads your account’s data and deletes your account with everything of it, after you enter your password again.',
          'What you delete leaves our backups when they age out: each copy is kept for at most 30 days.',
          'On the same Settings page you may name a nominee: someone who can use these rights for you if you die or cannot act yourself. They write to our grievance officer with proof of it. Nobody is named unless you do it, and you can change or remove them at any time.',
          'You can also ask us to show, correct or delete your account and feedback at any time using the contact details below, and clear a form draft at any time with the Clear form button.',
        ],
      },
      {
        title: 'Security and changes to this policy',
        paragraphs: [
          'Passwords are hashed with bcrypt, and the site is served over HTTPS.',
          'If this policy changes, the new version is published on this page with a new date. A change never counts as your consent: each request records the version of the notice you saw, and status texts are asked afresh, unticked, on every request. You can turn them off at any time on the Track page or your dashboard, as easily as you turned them on.',
        ],
      },
    ],
    contactTitle: 'Contact us about privacy',
    contactText: 'Questions about this policy, or a request to see, correct or delete your data:',
    grievance: {
      title: 'Grievance officer',
      text: '{name} answers complaints about how we handle your personal data. Write to {email}, with your service number if it is about a request; you will have an answer within 90 days of your complaint.',
      form: 'Send your complaint with our grievance form',
      board: 'If our answer does not settle your complaint, you may complain to the Data Protection Board of India (section 13 of the Digital Personal Data Protection Act, 2023).',
    },
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms for using {name}, an independent RTO assistance service for Andhra Pradesh.',
    updated: 'Last updated: 22 November 2026',
    intro: 'These terms apply when you use {name}, its service pages, your account and our WhatsApp support. Please read them before you send a request.',
    sections: [
      {
        title: 'About the service',
        paragraphs: [
          '{name} is a third-party assistance service that helps people in Andhra Pradesh with vehicle, driving-licence and RTO work. It is not a government website and is not affiliated with any RTO, the Transport Department of Andhra Pradesh or Parivahan.',
          'Official services are also available directly from the government, for example on Parivahan (parivahan.gov.in). You are free to use them instead of our service.',
        ],
      },
      {
        title: 'How requests work',
        paragraphs: [
          'A service form prepares a WhatsApp message with your details. Your request starts only when you send that message yourself. Our team then replies on WhatsApp to confirm the documents, fees and next steps before anything is done.',
          'To let you track the request, the portal keeps it, and the WhatsApp messages you send us, as the Privacy Policy lists.',
        ],
      },
      {
        title: 'Fees',
        paragraphs: [
          'Government fees are set by the government. Our assistance may carry a service fee. Every fee is communicated to you before any work starts, and no work starts until you agree.',
        ],
      },
      {
        title: 'Your consent to share details',
        paragraphs: [
          'By sending a request you consent to receive messages from our support team on WhatsApp about it, and to our using the details you provide to prepare your own application to the RTO. We are not connected to the RTO: your details reach it only in that application, on the official portal or at the RTO counter.',
        ],
      },
      {
        title: 'Accurate information',
        paragraphs: [
          'You confirm that the details and documents you provide are accurate, complete and your own or provided with the owner’s permission. Wrong details can delay or spoil an application and any extra fees this causes are yours.',
        ],
      },
      {
        title: 'Approval by the RTO only',
        paragraphs: [
          'Applications are approved only by the concerned RTO. We help you prepare and follow up, but we cannot guarantee approval or a processing time, and the RTO may ask you to attend in person (for example for verification of documents or a driving test).',
        ],
      },
      {
        title: 'Accounts',
        paragraphs: [
          'You may create an account with your mobile number and a password. Keep your password to yourself and tell us at once if you think someone else has used your account. We may suspend accounts that are misused.',
        ],
      },
      {
        title: 'Partner services and links',
        paragraphs: [
          'Vehicle history, selling, valuation and insurance are provided by independent partners on their own websites, under their own terms. Links to partners and to government portals open in a new tab; we are not responsible for their content or service.',
        ],
      },
      {
        title: 'Acceptable use',
        paragraphs: [
          'Do not use the portal to send false, unlawful or abusive content, to impersonate anyone, or to disrupt or probe the service. Feedback you submit may be moderated and published only after approval.',
        ],
      },
      {
        title: 'Liability and changes to these terms',
        paragraphs: [
          'The information on this portal is general guidance; rules and fees set by the government can change. To the extent the law allows, our liability for any request is limited to the service fee you paid us for it.',
          'We may update these terms. The new version is published on this page with a new date. These terms are governed by the laws of India, and the courts of Andhra Pradesh have jurisdiction.',
        ],
      },
    ],
    contactTitle: 'Contact us',
    contactText: 'Questions about these terms or about a request:',
  },
};
