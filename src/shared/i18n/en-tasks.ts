// English texts that lead a visitor from one task to the next: RTO assistance beside the vehicle
// services and search results, and the catalogue-aware chat.
export const enTasks = {
  'details.rtoTitle': 'RTO assistance for {number}',
  'details.rtoText': 'Transfer, duplicate RC, hypothecation, address change or cancellation: the form opens with your vehicle number filled in.',
  'category.vehicle.rtoTitle': 'Duplicate RC, hypothecation and other RTO work',
  'category.vehicle.rtoText': 'Step-by-step help with the services that need documents, fees and a visit to the RTO.',
  'seeAlso.title': 'Looking for something else?',
  'chat.reply.services': 'These services can help:',
  'chat.reply.service': 'This service can help:',
  'chat.reply.popular': 'Which service is it for? These are the ones asked about most:',
  'chat.reply.documents': '{service} – documents to keep ready:',
  'chat.reply.fees': 'This page states no official amounts: our team tells you the official fee and our service fee on WhatsApp before any work starts.',
  'chat.reply.feesOf': '{service} – official fees:',
  'chat.reply.feesAsk': "Name the service for its official fees, such as 'fees for licence renewal'.",
  'chat.reply.atLeast': 'Official fees for your case: at least {amount}; the form counts a fee marked "each" from your answers (pay only on Vahan/Sarathi or at the RTO counter, and keep the receipt).',
  'chat.reply.ask': 'For the documents and fees of your case, answer as on the form: {question}',
  'chat.reply.forCase': '{service}, for your answers: {answers}',
  'chat.choices': 'Answers',
  'chat.reply.person': 'To ask a person, message us on WhatsApp.',
} as const;
