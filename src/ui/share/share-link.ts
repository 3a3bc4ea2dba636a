/**
 * Sharing a link, as both sites offer the join link (the widget's completion screen, the booking page's
 * guest list): copied to the clipboard, or handed to WhatsApp.
 */

/** Copies text: the Clipboard API where the page or frame may use it, else the selected input and the copy command. */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Frames without clipboard-write permission land here; the copy command still works.
  }
  if (!input) return false;
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** WhatsApp's share link: the text (with the join link in it) chosen by the customer's app. */
export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
