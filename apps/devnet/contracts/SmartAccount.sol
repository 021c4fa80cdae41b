// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice An ERC-4337 (v0.7) user operation, packed as the EntryPoint takes it.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// @title SmartAccount
/// @notice A contract account controlled by one owner key: the owner executes calls through it,
/// singly or as an atomic batch, and its signatures are the account's (ERC-1271). The owner may
/// also sign a user operation, which the account's EntryPoint validates and runs (ERC-4337).
contract SmartAccount {
    /// @dev ERC-1271's answer for a valid signature: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 private constant ERC1271_VALID = 0x1626ba7e;
    /// @dev The upper bound of a canonical ECDSA `s` (EIP-2): a larger one is a malleated copy.
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;
    /// @notice The only EntryPoint whose user operations this account runs.
    address public immutable entryPoint;

    constructor(address owner_, address entryPoint_) {
        owner = owner_;
        entryPoint = entryPoint_;
    }

    receive() external payable {}

    modifier onlyOwnerOrEntryPoint() {
        require(msg.sender == owner || msg.sender == entryPoint, "Only owner");
        _;
    }

    function execute(address to, uint256 value, bytes calldata data) external onlyOwnerOrEntryPoint {
        _call(to, value, data);
    }

    /// @notice Runs every call or none: one failure reverts the whole batch with its reason.
    function executeBatch(address[] calldata to, uint256[] calldata value, bytes[] calldata data)
        external
        onlyOwnerOrEntryPoint
    {
        require(to.length == value.length && to.length == data.length, "Length mismatch");
        for (uint256 i = 0; i < to.length; i++) {
            _call(to[i], value[i], data[i]);
        }
    }

    /// @notice ERC-1271: a 65-byte signature of `hash` by the owner is the account's signature.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _isOwner(hash, signature) ? ERC1271_VALID : bytes4(0xffffffff);
    }

    /// @notice ERC-4337: 0 when the owner signed `userOpHash` (as an EIP-191 message), else 1.
    /// The devnet's EntryPoint asks for no prefund, so `missingAccountFunds` is always 0.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        view
        returns (uint256 validationData)
    {
        require(msg.sender == entryPoint, "Only entry point");
        require(missingAccountFunds == 0, "No prefund");
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        return _isOwner(digest, userOp.signature) ? 0 : 1;
    }

    function _isOwner(bytes32 hash, bytes calldata signature) private view returns (bool) {
        if (signature.length != 65) return false;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return false;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner;
    }

    function _call(address to, uint256 value, bytes calldata data) private {
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}

/// @title EntryPoint
/// @notice A minimal ERC-4337 (v0.7) EntryPoint: deploys an operation's account from its initCode,
/// checks its nonce and the account's validation, runs its callData from the account and emits
/// the standard events. No deposits or paymasters: the bundler that calls handleOps pays the gas.
contract EntryPoint {
    event UserOperationEvent(
        bytes32 indexed userOpHash,
        address indexed sender,
        address indexed paymaster,
        uint256 nonce,
        bool success,
        uint256 actualGasCost,
        uint256 actualGasUsed
    );
    event AccountDeployed(bytes32 indexed userOpHash, address indexed sender, address factory, address paymaster);
    event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason);

    error FailedOp(uint256 opIndex, string reason);

    mapping(address => uint256) private _nonces;

    /// @notice The next nonce of `sender` (only key 0 is kept).
    function getNonce(address sender, uint192 key) external view returns (uint256) {
        return key == 0 ? _nonces[sender] : 0;
    }

    /// @notice The v0.7 hash: the packed fields, this EntryPoint and the chain id.
    function getUserOpHash(PackedUserOperation calldata op) public view returns (bytes32) {
        bytes32 packed = keccak256(
            abi.encode(
                op.sender,
                op.nonce,
                keccak256(op.initCode),
                keccak256(op.callData),
                op.accountGasLimits,
                op.preVerificationGas,
                op.gasFees,
                keccak256(op.paymasterAndData)
            )
        );
        return keccak256(abi.encode(packed, address(this), block.chainid));
    }

    function handleOps(PackedUserOperation[] calldata ops, address payable beneficiary) external {
        beneficiary;
        for (uint256 i = 0; i < ops.length; i++) {
            _handleOp(i, ops[i]);
        }
    }

    function _handleOp(uint256 index, PackedUserOperation calldata op) private {
        uint256 gasStart = gasleft();
        bytes32 hash = getUserOpHash(op);
        if (op.initCode.length > 0) _deploy(index, hash, op);
        if (op.sender.code.length == 0) revert FailedOp(index, "AA20 account not deployed");
        if (op.nonce != _nonces[op.sender]) revert FailedOp(index, "AA25 invalid account nonce");
        _nonces[op.sender]++;
        uint256 verificationGasLimit = uint128(bytes16(op.accountGasLimits));
        uint256 callGasLimit = uint128(uint256(op.accountGasLimits));
        uint256 validation;
        try SmartAccount(payable(op.sender)).validateUserOp{gas: verificationGasLimit}(op, hash, 0) returns (
            uint256 data
        ) {
            validation = data;
        } catch {
            revert FailedOp(index, "AA23 reverted");
        }
        if (validation != 0) revert FailedOp(index, "AA24 signature error");
        (bool success, bytes memory result) = op.sender.call{gas: callGasLimit}(op.callData);
        if (!success) emit UserOperationRevertReason(hash, op.sender, op.nonce, result);
        uint256 gasUsed = gasStart - gasleft() + op.preVerificationGas;
        emit UserOperationEvent(hash, op.sender, address(0), op.nonce, success, gasUsed * tx.gasprice, gasUsed);
    }

    function _deploy(uint256 index, bytes32 hash, PackedUserOperation calldata op) private {
        if (op.sender.code.length > 0) revert FailedOp(index, "AA10 sender already constructed");
        address factory = address(bytes20(op.initCode[0:20]));
        (bool ok, bytes memory result) = factory.call(op.initCode[20:]);
        if (!ok || result.length < 32 || abi.decode(result, (address)) != op.sender) {
            revert FailedOp(index, "AA14 initCode must return sender");
        }
        emit AccountDeployed(hash, op.sender, factory, address(0));
    }
}

/// @title SmartAccountFactory
/// @notice Deploys SmartAccounts with CREATE2, so an account's address is known before it exists.
/// It creates the EntryPoint its accounts trust, so one deployment brings both.
contract SmartAccountFactory {
    address public immutable entryPoint;

    constructor() {
        entryPoint = address(new EntryPoint());
    }

    /// @notice Deploys the account of (owner, salt), or returns it when it already exists.
    function createAccount(address owner, uint256 salt) external returns (address) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new SmartAccount{salt: bytes32(salt)}(owner, entryPoint));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner, entryPoint)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}
