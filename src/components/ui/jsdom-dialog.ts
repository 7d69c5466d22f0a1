// For component tests only: jsdom has <dialog> but not its modal methods. These stand-ins flip `open` and fire
// 'close' as a browser does; call once per test file (beforeAll).
export function standInDialogMethods(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
