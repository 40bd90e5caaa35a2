import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { PROFILE_ICONS } from '../../domains/accounts/avatars.js';
import { renderTile } from '../../domains/art/svg.js';

const ICON = /^(icon-[a-z]+)\.svg$/;
const UPLOAD = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg)$/;

/** The avatar pictures: generated icons, and uploads (a new upload gets a new id, so cache long). */
export default async function avatarMedia(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (request, reply) => {
    const { file } = request.params;
    const icon = ICON.exec(file)?.[1];
    if (icon && PROFILE_ICONS.includes(icon)) {
      const name = icon.slice('icon-'.length);
      const svg = renderTile({ key: icon, width: 128, height: 128, mark: name[0]!.toUpperCase() });
      return reply
        .header('Cache-Control', 'public, max-age=604800')
        .type('image/svg+xml')
        .send(svg);
    }
    const upload = UPLOAD.exec(file);
    const row = upload && (await app.avatars.image(upload[1]!, upload[2]!));
    if (!row) throw new AppError('resource.not.found');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(row.mime)
      .send(row.image);
  });
}
