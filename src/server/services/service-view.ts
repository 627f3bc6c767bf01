// The JSON shape of a service card (snake_case fields and times, as the API has always sent them).
import type { Service } from '../store/types';

export const serviceView = (s: Service) => ({
  id: s.id,
  category: s.category,
  title: s.title,
  description: s.description,
  icon: s.icon,
  link: s.link,
  active: s.active,
  created_at: new Date(s.createdAt).toISOString(),
  updated_at: new Date(s.updatedAt).toISOString(),
});
