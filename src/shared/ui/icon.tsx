import {
  Award, BadgeCheck, BarChart3, Bike, Calculator, Car, ClipboardCheck, Clock, Copy, CreditCard, FileCheck, FileText, Globe,
  Headphones, History, Home, IndianRupee, Landmark, MapPin, Plus, PlusCircle, Receipt, RefreshCw, Search, Shield, Smartphone,
  Star, Trash2, TrendingUp, Truck, Users, Zap, type LucideIcon,
} from 'lucide-react';

// The icon names the catalogue and the admin may use (schemas/catalog-entry.schema.json#/definitions/IconName).
// Listed one by one so the bundle carries only these.
const icons: Record<string, LucideIcon> = {
  Award, BadgeCheck, BarChart3, Bike, Calculator, Car, ClipboardCheck, Clock, Copy, CreditCard, FileCheck, FileText, Globe,
  Headphones, History, Home, IndianRupee, Landmark, MapPin, Plus, PlusCircle, Receipt, RefreshCw, Search, Shield, Smartphone,
  Star, Trash2, TrendingUp, Truck, Users, Zap,
};

/** A decorative icon by name; unknown names fall back to a document icon. */
export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  const Component = icons[name] ?? FileText;
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
