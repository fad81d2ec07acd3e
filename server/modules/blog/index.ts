/** The blog module's public surface: what the wiring, other modules and their tests use. */
export { blogRoutes } from './blog.routes';
export { type BlogService, createBlogService } from './blog.service';
export { removeDemoPosts } from './demo-posts';
