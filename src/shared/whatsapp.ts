/** wa.me link with the text URL-encoded (UTF-8; newlines as %0A). */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
