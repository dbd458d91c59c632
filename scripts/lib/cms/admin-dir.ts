/** Where the editor is served: /admin. Apart from its files, so what reads only the address loads no settings. */
export const ADMIN_DIR = 'admin';
