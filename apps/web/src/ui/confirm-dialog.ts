/**
 * Asks before something that cannot be undone: true only when the confirm button was pressed. Focus starts on
 * Cancel, so Enter or Escape straight away does nothing harmful. sweetalert2 is loaded on first use; a module of
 * its own, so the public pages' dialog helper does not grow.
 */
export async function confirmDialog({
  title,
  text,
  confirmText,
  cancelText = 'Cancel',
}: {
  title: string;
  text: string;
  confirmText: string;
  cancelText?: string;
}): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    confirmButtonColor: '#b91c1c',
    cancelButtonColor: '#334155',
    focusCancel: true,
    returnFocus: true,
  });
  return result.isConfirmed;
}
