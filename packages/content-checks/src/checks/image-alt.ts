import { elements, placeOf } from "../html/body.ts";
import { finding, type Check } from "../check.ts";

/** A file name as alternative text: `campus-photo.jpg`, `IMG_2041`, `DSC0012.png`. */
const FILE_NAME = /\.(jpe?g|png|gif|webp|svg|avif|tiff?|bmp)$|^(img|dsc|dcim|image|photo|screenshot)[-_ ]?\d+/i;
/** Screen readers already say "image": these words repeat it. */
const SAYS_IMAGE = /^(an? )?(image|picture|photo|photograph|graphic) (of|showing)\b/i;

/**
 * Images need alternative text that says what the image tells a reader. `alt=""` is allowed: it marks an image
 * as decoration, which screen readers then skip.
 */
export const imageAlt: Check = {
  id: "image-alt",
  severity: "error",
  title: "Image without useful alternative text",
  run({ body }) {
    return elements(body, "img").flatMap((img) => {
      const alt = img.attribs.alt;
      const src = img.attribs.src ?? "";
      const where = placeOf(img, src);
      if (alt === undefined) {
        return [finding(this, "Add alternative text to this image: say what it shows that matters to the reader, or mark it as decorative.", where)];
      }
      const text = alt.trim();
      if (text && FILE_NAME.test(text)) {
        return [finding(this, `The alternative text "${text}" is a file name: replace it with what the image shows.`, where)];
      }
      if (SAYS_IMAGE.test(text)) {
        return [finding(this, `Start the alternative text with what the image shows, not "${text.split(" ").slice(0, 2).join(" ")}": screen readers already say it is an image.`, where)];
      }
      return [];
    });
  },
};
