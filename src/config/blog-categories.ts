/**
 * The categories posts are filed under (spec §3), as the code knows them. Structure, not words:
 * each language names them in its blog words (src/content/pages/blog/), and a post's front matter
 * picks one by this name.
 */
export const blogCategories = ['Workplace Wellness', 'Life Coaching', 'Personal Development', 'Career Growth', 'Business Growth'] as const;

export type BlogCategory = (typeof blogCategories)[number];
