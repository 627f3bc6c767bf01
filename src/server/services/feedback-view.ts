// The JSON shapes of feedback: the public one leaves out the e-mail address.
import type { Feedback } from '../store/types';

export const publicFeedbackView = (f: Feedback) => ({
  id: f.id,
  name: f.name,
  rating: f.rating,
  message: f.message,
  service_type: f.serviceType,
  created_at: new Date(f.createdAt).toISOString(),
});

export const adminFeedbackView = (f: Feedback) => ({
  ...publicFeedbackView(f),
  email: f.email,
  approved: f.approved,
});
