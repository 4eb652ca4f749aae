#if canImport(Glibc)
    import Glibc
#endif

/// The part of libcurl the helper uses, loaded when it starts.
///
/// libcurl is the library the Swift toolchain's FoundationNetworking is built on, so it is on
/// every machine that runs Swift programs; its headers are not. The helper drives it directly,
/// rather than through URLSession: on Linux, URLSession keeps a socket's write source after
/// libcurl has stopped asking for it, and a request that waits on a silent server then costs
/// a whole core (3.9 s of CPU for a 4 s wait). Here one `curl_multi_poll` waits on the sockets
/// and on standard input together, and a wait costs nothing.
///
/// `curl_easy_setopt` and `curl_easy_getinfo` are variadic in C; each is called here through a
/// prototype with the one argument it is given (a long or a pointer), which the x86-64 and
/// AArch64 Linux calling conventions pass as the variadic call would.
struct Curl {
    typealias Easy = OpaquePointer
    typealias Multi = OpaquePointer
    /// `size_t (*)(char *data, size_t size, size_t count, void *context)`
    typealias DataCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

    let easyInit: @convention(c) () -> Easy?
    let easyCleanup: @convention(c) (Easy?) -> Void
    let setLong: @convention(c) (Easy?, Int32, Int) -> Int32
    let setPointer: @convention(c) (Easy?, Int32, UnsafeRawPointer?) -> Int32
    let getInfo: @convention(c) (Easy?, Int32, UnsafeMutableRawPointer?) -> Int32
    let describe: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let listFree: @convention(c) (OpaquePointer?) -> Void
    let multiInit: @convention(c) () -> Multi?
    let multiSetLong: @convention(c) (Multi?, Int32, Int) -> Int32
    let multiAdd: @convention(c) (Multi?, Easy?) -> Int32
    let multiRemove: @convention(c) (Multi?, Easy?) -> Int32
    let multiPerform: @convention(c) (Multi?, UnsafeMutablePointer<Int32>?) -> Int32
    let multiPoll:
        @convention(c) (Multi?, UnsafeMutableRawPointer?, UInt32, Int32, UnsafeMutablePointer<Int32>?) -> Int32
    let multiInfoRead: @convention(c) (Multi?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?

    /// Loads libcurl, or says why it cannot.
    static func load() -> Result<Curl, CurlLoadError> {
        guard let library = dlopen("libcurl.so.4", RTLD_NOW) ?? dlopen("libcurl.so", RTLD_NOW) else {
            return .failure(CurlLoadError(reason: "libcurl.so.4 could not be loaded"))
        }
        func function<T>(_ name: String) throws(CurlLoadError) -> T {
            guard let address = dlsym(library, name) else { throw CurlLoadError(reason: "libcurl lacks \(name)") }
            return unsafeBitCast(address, to: T.self)
        }
        do throws(CurlLoadError) {
            let globalInit: @convention(c) (Int) -> Int32 = try function("curl_global_init")
            let curl = Curl(
                easyInit: try function("curl_easy_init"), easyCleanup: try function("curl_easy_cleanup"),
                setLong: try function("curl_easy_setopt"), setPointer: try function("curl_easy_setopt"),
                getInfo: try function("curl_easy_getinfo"), describe: try function("curl_easy_strerror"),
                listAppend: try function("curl_slist_append"), listFree: try function("curl_slist_free_all"),
                multiInit: try function("curl_multi_init"), multiSetLong: try function("curl_multi_setopt"),
                multiAdd: try function("curl_multi_add_handle"), multiRemove: try function("curl_multi_remove_handle"),
                multiPerform: try function("curl_multi_perform"), multiPoll: try function("curl_multi_poll"),
                multiInfoRead: try function("curl_multi_info_read"))
            // CURL_GLOBAL_DEFAULT: SSL and the platform's sockets.
            guard globalInit(3) == 0 else { throw CurlLoadError(reason: "libcurl did not start") }
            return .success(curl)
        } catch {
            return .failure(error)
        }
    }

    /// libcurl's own words for a result code.
    func text(of code: Int32) -> String {
        describe(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

struct CurlLoadError: Error {
    let reason: String
}

/// The numbers of libcurl's options, information and results that the helper uses (curl.h).
enum CurlOption {
    // Easy options: a long (0+), a pointer (10000+) or a function (20000+).
    static let writeData: Int32 = 10_001
    static let url: Int32 = 10_002
    static let errorBuffer: Int32 = 10_010
    static let userAgent: Int32 = 10_018
    static let httpHeader: Int32 = 10_023
    static let headerData: Int32 = 10_029
    static let noSignal: Int32 = 99
    static let acceptEncoding: Int32 = 10_102
    static let maxFileSize: Int32 = 114
    static let timeoutMilliseconds: Int32 = 155
    static let protocols: Int32 = 181
    static let writeFunction: Int32 = 20_011
    static let headerFunction: Int32 = 20_079
    // Multi options.
    static let maxHostConnections: Int32 = 7
    // Information: a long (0x200000+) or a string (0x100000+).
    static let responseCode: Int32 = 0x20_0002
    static let redirectURL: Int32 = 0x10_001F
    // CURLPROTO_HTTP | CURLPROTO_HTTPS
    static let httpAndHTTPS = 3
    /// CURLMSG_DONE
    static let messageDone: Int32 = 1
    /// CURL_WAIT_POLLIN
    static let waitPollIn: Int16 = 1
}

/// libcurl's result codes that the helper tells apart.
enum CurlCode {
    static let ok: Int32 = 0
    static let unsupportedProtocol: Int32 = 1
    static let malformedURL: Int32 = 3
    static let hostNotFound: Int32 = 6
    static let cannotConnect: Int32 = 7
    static let partialBody: Int32 = 18
    static let writeRefused: Int32 = 23
    static let outOfMemory: Int32 = 27
    static let timedOut: Int32 = 28
    static let gotNothing: Int32 = 52
    static let sendFailed: Int32 = 55
    static let receiveFailed: Int32 = 56
    static let tooLarge: Int32 = 63
}
