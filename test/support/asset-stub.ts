// Unit tests import images and fonts as URLs; the bundler gives real ones.
export default '/assets/media/stub';
