import { dismissToasts } from './toast.ts';

type DialogIcon = 'error' | 'success' | 'warning' | 'info';

/** A modal alert. sweetalert2 is loaded on first use, so pages that never alert never download it. */
export async function showDialog(icon: DialogIcon, title: string, text?: string): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  dismissToasts();
  await Swal.fire({ icon, title, text, confirmButtonColor: '#0f766e', returnFocus: true });
}
