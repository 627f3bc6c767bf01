// English texts of recorded requests: the link after sending, the public /track page, statuses and timelines.
export const enRequests = {
  'form.trackRequest': 'Track this request',
  'record.saving': 'Saving this request so that you can track it…',
  'record.queued':
    'This request is not saved for tracking yet: the connection failed. It waits on this phone and is saved the next time you open the portal with a connection.',
  'record.retry': 'Try again now',
  'record.refused': 'This request could not be saved for tracking. Your WhatsApp message is not affected: send it, and the team answers there.',
  'form.stored':
    'We keep only the service number, the service, the time, your mobile number and the vehicle number to track the request. Every other detail goes only into your WhatsApp message.',
  'track.title': 'Track your request',
  'track.metaDescription': 'See the status of a request sent through the portal with its service number and your mobile number.',
  'track.text': 'Enter the service number shown on the form and the mobile number you gave in the request.',
  'track.serviceNumber': 'Service Number',
  'track.serviceNumberHint': 'e.g., VS123456042',
  'track.phone': 'Mobile Number',
  'track.phoneHint': 'The mobile number entered in the request, or of your account if you were signed in.',
  'track.submit': 'Check status',
  'track.checking': 'Checking…',
  'track.numberRequired': 'Please enter the service number.',
  'track.numberInvalid': 'Please enter a valid service number: 2 to 5 letters, then 9 digits, e.g. TOO 123 456 789.',
  'track.waiting':
    'The support team has not seen your WhatsApp message yet. If you did not press Send in WhatsApp, send the form again from its page, or write to us with your service number.',
  'track.waitingLink': 'Message us on WhatsApp',
  'requests.status.waiting': 'Waiting for your WhatsApp message',
  'requests.status.received': 'Received',
  'requests.status.in_progress': 'In progress',
  'requests.status.completed': 'Completed',
  'requests.status.closed': 'Closed',
  'requests.status.unknown': 'Unknown',
  'requests.reason': 'Reason',
  'requests.sentOn': 'Sent on {date}',
  'requests.timeline': 'Timeline',
} as const;
