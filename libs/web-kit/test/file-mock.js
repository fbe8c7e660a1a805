// Plain stylesheets and images in jsdom tests: imported for their side effect or URL only.
module.exports = 'test-file-stub';
