// Row <-> record mapping for the SQLite adapter.
import type { Admin, AdminRole, Feedback, OtpPurpose, OtpRecord, Service, ServiceCategory, Session, SessionKind, User } from '../types';

export interface UserRow { id: string; name: string; phone: string; password_hash: string; created_at: number; updated_at: number }
export interface AdminRow { id: string; username: string; password_hash: string; role: string; active: number; created_at: number; updated_at: number }
export interface SessionRow { token_hash: string; kind: string; subject_id: string; created_at: number; last_seen_at: number; expires_at: number }
export interface OtpRow { id: string; phone: string; purpose: string; code_hash: string | null; sent_at: number; expires_at: number; tries: number; verified_at: number | null; reset_token_hash: string | null }
export interface ServiceRow { id: string; category: string; title: string; description: string; icon: string; link: string; active: number; created_at: number; updated_at: number }
export interface FeedbackRow { id: string; name: string; email: string | null; rating: number; message: string; service_type: string | null; approved: number | null; created_at: number }

export const toUser = (r: UserRow): User => ({
  id: r.id, name: r.name, phone: r.phone, passwordHash: r.password_hash, createdAt: r.created_at, updatedAt: r.updated_at,
});

export const toAdmin = (r: AdminRow): Admin => ({
  id: r.id, username: r.username, passwordHash: r.password_hash, role: r.role as AdminRole, active: r.active === 1, createdAt: r.created_at, updatedAt: r.updated_at,
});

export const toSession = (r: SessionRow): Session => ({
  tokenHash: r.token_hash, kind: r.kind as SessionKind, subjectId: r.subject_id, createdAt: r.created_at, lastSeenAt: r.last_seen_at, expiresAt: r.expires_at,
});

export const toOtp = (r: OtpRow): OtpRecord => ({
  id: r.id, phone: r.phone, purpose: r.purpose as OtpPurpose, codeHash: r.code_hash, sentAt: r.sent_at, expiresAt: r.expires_at, tries: r.tries, verifiedAt: r.verified_at, resetTokenHash: r.reset_token_hash,
});

export const toService = (r: ServiceRow): Service => ({
  id: r.id, category: r.category as ServiceCategory, title: r.title, description: r.description, icon: r.icon, link: r.link, active: r.active === 1, createdAt: r.created_at, updatedAt: r.updated_at,
});

export const toFeedback = (r: FeedbackRow): Feedback => ({
  id: r.id, name: r.name, email: r.email, rating: r.rating, message: r.message, serviceType: r.service_type, approved: r.approved === null ? null : r.approved === 1, createdAt: r.created_at,
});
