/**
 * The name of the commit status that carries a pull request's preview address: the "Preview
 * deploy" workflow (.github/workflows/preview-deploy.yml) sets it on the pull request's head
 * commit once the preview is published, its details link the address. The editor's preview
 * button looks for this name (the CMS backend's `preview_context`).
 */
export const previewCheckName = 'Deploy Preview';
